import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import {
  authHeaders,
  sendDemoReport,
  setSettings,
  shot,
  signedIn,
  signUpAndOnboard,
} from "./support/helpers.ts";
import { dismissToasts } from "./support/program-steps.ts";

// Issue 33's paid retests on the triaged demo bug bounty (apps/api/src/db/seed-triage.ts): a new
// hunter's report walks to remediate (Lucas triages, Sam certifies, appraises and fixes); Sam asks
// the hunter to retest for ¥15,000; the hunter accepts, answers "fixed" with evidence and is paid
// once; the vulnerability moves to review for the triagers.
const ADMIN = "sam@demo.bounty.localhost";
const TRIAGER = "lucas@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(150_000) });

async function stepAs(page: Page, reportId: string, type: string) {
  const res = await page.request.post(`/api/triage/${reportId}/actions`, {
    headers: await authHeaders(page),
    data: { type, summary: `Journey: ${type}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a retest is asked with a fee, accepted, answered fixed and paid once", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const hunter = await (await browser.newContext()).newPage();
  await signUpAndOnboard(hunter, "retester");
  const report = await sendDemoReport(hunter, `Retest ${stamp} stored XSS`);

  const admin = await signedIn(browser, ADMIN);
  await admin.setViewportSize({ width: 1400, height: 900 });
  await setSettings(admin, { language: "en", theme: "light" });
  const triager = await signedIn(browser, TRIAGER);
  await stepAs(triager, report.id, "triage");
  for (const type of ["certify", "appraise", "remediate"]) await stepAs(admin, report.id, type);
  const program = (
    await (
      await admin.request.get("/api/programs/acme-bug-bounty", { headers: await authHeaders(admin) })
    ).json()
  ).data;
  const budgetBefore = (
    await (
      await admin.request.get(`/api/programs/${program.id}/balance`, { headers: await authHeaders(admin) })
    ).json()
  ).data;

  // Sam asks from the triage page.
  await admin.goto(`/triage/${program.id}/reports/${report.id}`);
  await expect(admin.getByTestId("triage-stage")).toHaveText("To Fix");
  const panel = admin.getByRole("region", { name: "Retests" });
  await expect(panel.getByText("The fix is in: ask the hunter to check it.")).toBeVisible();
  await panel.getByRole("button", { name: "Ask the hunter to retest" }).click();
  const dialog = admin.getByRole("dialog", { name: "Ask the hunter to retest" });
  await dialog
    .getByLabel("What to check")
    .fill("We now escape the display name. Please try your payload again.");
  await dialog.getByLabel("Fee (yen)").fill("15000");
  await dialog.getByRole("button", { name: "Ask for a retest for ¥15,000" }).click();
  await expect(admin.getByText("The hunter was asked to retest the fix")).toBeVisible();
  await expect(panel.getByTestId("retest-status")).toHaveText("Asked");
  await expect(panel.getByText("Fee ¥15,000")).toBeVisible();
  const held = (
    await (
      await admin.request.get(`/api/programs/${program.id}/balance`, { headers: await authHeaders(admin) })
    ).json()
  ).data;
  expect(held.budgetSpent).toBe(budgetBefore.budgetSpent + 15_000);
  await dismissToasts(admin);
  expect(await seriousViolations(admin)).toEqual([]);
  await shot(admin, "retest-asked-light");

  // The hunter accepts and answers from their report page.
  await hunter.setViewportSize({ width: 1400, height: 900 });
  await hunter.goto(`/reports/${report.id}`);
  const mine = hunter.getByRole("region", { name: "Retests" });
  await expect(mine.getByText("We now escape the display name.")).toBeVisible();
  await expect(mine.getByText(/To accept by/)).toBeVisible();
  await mine.getByRole("button", { name: "Accept the retest (¥15,000)" }).click();
  await expect(mine.getByTestId("retest-status")).toHaveText("Accepted");
  await mine.getByRole("button", { name: "Send the retest" }).click();
  await expect(mine.getByText("Say whether the fix holds.")).toBeVisible();
  await mine.getByRole("radio", { name: "Fixed", exact: true }).check();
  await mine
    .getByLabel("How you tested it")
    .fill("Sent <img src=x onerror=alert(1)> again: it shows as text now.");
  expect(await seriousViolations(hunter)).toEqual([]);
  await mine.getByRole("button", { name: "Send the retest" }).click();
  await expect(hunter.getByText("Your retest was sent")).toBeVisible();
  await expect(mine.getByTestId("retest-status")).toHaveText("Fixed");
  await expect(mine.getByLabel("The hunter's evidence")).toContainText("it shows as text now");
  await expect(hunter.getByText("retester tester retested the fix: fixed (¥15,000 paid)")).toBeVisible();
  await shot(hunter, "retest-answered-light");

  // Paid once: the hunter's earnings hold the fee; the budget spent it; the triagers review.
  const headers = await authHeaders(hunter);
  const me = (await (await hunter.request.get("/api/users/authenticated", { headers })).json()).data;
  const balance = (await (await hunter.request.get(`/api/users/${me.id}/balance`, { headers })).json()).data;
  expect(balance).toEqual({ balance: 15_000 });
  await admin.reload();
  await expect(admin.getByTestId("triage-stage")).toHaveText("To Review");
  await expect(panel.getByTestId("retest-status")).toHaveText("Fixed");

  // The hunter's page in Japanese, dark, on a phone.
  await hunter.setViewportSize({ width: 375, height: 812 });
  await setSettings(hunter, { theme: "dark", language: "ja" });
  await expect(hunter.getByRole("region", { name: "再テスト" }).getByTestId("retest-status")).toHaveText(
    "修正済み",
  );
  await shot(hunter, "retest-phone-dark-ja");
});
