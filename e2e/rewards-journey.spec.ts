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

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its funded bug bounty.
const MANAGER = "aiko@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(240_000) });

test("a manager rewards a report twice, the hunter sees both live and their balance rise; an internal program pays points", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  await signUpAndOnboard(page, "earner");
  const report = await sendDemoReport(page, `Open redirect on the login page ${stamp}`);
  const orgId = report.program.organization.id;
  await page.goto(`/reports/${report.id}`);
  const facts = page.getByRole("complementary", { name: "Report details" });
  await expect(facts.getByText("Not rewarded yet")).toBeVisible();

  const manager = await signedIn(browser, MANAGER);
  await setSettings(manager, { language: "en", theme: "light" });
  await manager.goto(`/organizations/${orgId}/reports/${report.id}`);
  const triage = manager.getByRole("region", { name: "Triage" });

  // The first reward: the table's range beside the amount, a note the hunter reads.
  await triage.getByRole("button", { name: "Reward the hunter" }).click();
  const dialog = manager.getByRole("dialog", { name: "Reward the hunter" });
  await expect(dialog.getByText(/^The reward table gives .* reports ¥/)).toBeVisible();
  await dialog.getByRole("button", { name: "Send the reward" }).click();
  await expect(dialog.getByText("Please select a correct amount")).toBeVisible();
  await dialog.getByRole("textbox", { name: /Amount in yen/ }).fill("30000");
  await dialog.getByRole("textbox", { name: /Message to the hunter/ }).fill("Thanks for the clear steps.");
  // More than the table gives is allowed (a bonus, an exceptional find), and said.
  await expect(dialog.getByText("This is above the reward table's range.")).toBeVisible();
  await shot(manager, "rewards-dialog-light", { fullPage: false });
  expect.soft(await seriousViolations(manager), "the reward dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Send the reward" }).click();
  await expect(manager.getByText(/^¥30,000 sent to /)).toBeVisible();
  await expect(manager.getByRole("article", { name: /rewarded ¥30,000$/ })).toBeVisible();

  // A bonus.
  await triage.getByRole("button", { name: "Reward the hunter" }).click();
  await dialog.getByRole("textbox", { name: /Amount in yen/ }).fill("5000");
  await dialog.getByRole("button", { name: "Send the reward" }).click();
  await expect(manager.getByRole("article", { name: /rewarded ¥5,000$/ })).toBeVisible();
  await expect(
    manager.getByRole("complementary", { name: "Report details" }).getByText("¥35,000", { exact: true }),
  ).toBeVisible();
  await shot(manager, "rewards-org-light");

  // The internal program pays in points: the demo report Hana sent to it gets 50 P more.
  const headers = await authHeaders(manager);
  const list = (await (await manager.request.get("/api/reports?view=org", { headers })).json()).data as {
    id: string;
    program: { slug: string };
  }[];
  const internal = list.find((r) => r.program.slug === "acme-red-team")!;
  await manager.goto(`/organizations/${orgId}/reports/${internal.id}`);
  await expect(manager.getByRole("article", { name: /rewarded 300 P$/ })).toBeVisible();
  await triage.getByRole("button", { name: "Reward the hunter" }).click();
  await dialog.getByRole("textbox", { name: /Amount in points/ }).fill("50");
  await dialog.getByRole("button", { name: "Send the reward" }).click();
  await expect(manager.getByRole("article", { name: /rewarded 50 P$/ })).toBeVisible();
  await expect(
    manager.getByRole("complementary", { name: "Report details" }).getByText("350 P", { exact: true }),
  ).toBeVisible();
  await shot(manager, "rewards-points-light");

  // The hunter sees both without reloading, with the manager's words, and the total.
  const first = page.getByRole("article", { name: /rewarded ¥30,000$/ });
  await expect(first).toBeVisible({ timeout: scaled(15_000) });
  await expect(first.getByText("Thanks for the clear steps.")).toBeVisible();
  await expect(page.getByRole("article", { name: /rewarded ¥5,000$/ })).toBeVisible({
    timeout: scaled(15_000),
  });
  await expect(facts.getByText("¥35,000", { exact: true })).toBeVisible();
  await shot(page, "rewards-hunter-light");

  // Their balance, in the settings' financial tab, rose by both.
  await page.goto(`/reports/${report.id}?settings=financial`);
  const settings = page.getByRole("dialog", { name: "Settings" });
  await expect(settings.getByTestId("balance")).toHaveText("¥35,000");
  // The program's credit, from the same ledger account.
  await expect(settings.getByTestId("credits").getByRole("row", { name: /Acme Bug Bounty/ })).toContainText(
    "¥35,000",
  );
  await shot(page, "rewards-balance-light");
  await page.keyboard.press("Escape");

  await setSettings(page, { theme: "dark" });
  await expect(page.getByRole("article", { name: /rewarded ¥5,000$/ })).toBeVisible();
  await shot(page, "rewards-hunter-dark");
  expect.soft(await seriousViolations(page), "the rewarded report, dark").toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("article", { name: /rewarded ¥5,000$/ })).toBeVisible();
  await shot(page, "rewards-hunter-phone-dark");
  await setSettings(page, { language: "ja", theme: "light" });
  await expect(page.getByRole("complementary", { name: "レポートの詳細" })).toBeVisible();
  await shot(page, "rewards-hunter-ja");
  await setSettings(page, { language: "fr" });
  await expect(page.getByRole("article", { name: /récompense de 5\s000\s¥$/ })).toBeVisible();
  await shot(page, "rewards-hunter-fr");
});
