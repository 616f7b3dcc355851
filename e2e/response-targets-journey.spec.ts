import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import {
  authHeaders,
  freshEmail,
  sendDemoReport,
  setSettings,
  shot,
  signedIn,
  signUpAndOnboard,
} from "./support/helpers.ts";

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its bug bounty (reply time 1 day).
const MANAGER = "aiko@demo.bounty.localhost";
const DAY = 86_400_000;

test.describe.configure({ timeout: scaled(180_000) });

/** A local calendar day, as the date range picker and the URL hold it. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

test("the manager reads a program's statistics over a built history, sees an overdue report, and a visitor sees the health badge", async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, "clocked", freshEmail("clocked"));
  const stamp = Date.now().toString(36);
  const answered = await sendDemoReport(page, `Answered and resolved ${stamp}`);
  const waiting = await sendDemoReport(page, `Never answered ${stamp}`);
  const recent = await sendDemoReport(page, `Recent report ${stamp}`);
  const organizationId = answered.program.organization.id;

  const manager = await signedIn(browser, MANAGER);
  await setSettings(manager, { language: "en", theme: "light" });
  const staff = await authHeaders(manager);
  const reply = await manager.request.post("/api/messages", {
    headers: staff,
    data: { report: answered.id, content: "Thanks, we are on it." },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  expect(
    (
      await manager.request.patch(`/api/reports/${answered.id}`, {
        headers: staff,
        data: { state: "resolved" },
      })
    ).status(),
  ).toBe(200);

  // The history, moved back: two reports 200 days ago (one answered, one never), one 10 days ago.
  const long = new Date(Date.now() - 200 * DAY);
  long.setHours(10, 0, 0, 0);
  const move = async (reportId: string, at: Date) => {
    const res = await page.request.post("/api/dev/report-history", {
      data: { reportId, submittedAt: at.toISOString() },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await move(answered.id, long);
  await move(waiting.id, new Date(long.getTime() + 2 * 3_600_000));
  await move(recent.id, new Date(Date.now() - 10 * DAY));

  const bounty = (
    await (await manager.request.get("/api/programs/acme-bug-bounty", { headers: staff })).json()
  ).data;
  const base = `/organizations/${organizationId}/programs/${bounty.id}`;

  // The last 30 days: the tab, the charts, and the numbers the API gives for the same range.
  await manager.goto(base);
  await manager.getByRole("tab", { name: "Statistics" }).click();
  await expect(manager).toHaveURL(new RegExp(`${base}/stats$`));
  await expect(manager.getByTestId("chart-received")).toBeVisible();
  const received30 = await manager.getByTestId("figure-received").locator("p").nth(1).innerText();
  expect(Number(received30.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
  await shot(manager, "stats-last-30-days");
  expect(await seriousViolations(manager)).toEqual([]);

  // A custom range: the day of the two old reports, and only them.
  const day = dayOf(long);
  await manager.goto(`${base}/stats?range=${encodeURIComponent(JSON.stringify([day, day]))}`);
  const received = manager.getByTestId("figure-received");
  await expect(received).toContainText("2");
  await expect(received).toContainText("1 open, 1 accepted, 0 rejected");
  const firstResponse = manager.getByTestId("time-firstResponse");
  // Reached by the answered report; missed by the one never answered (its day is long past).
  await expect(firstResponse.getByRole("cell").nth(2)).toHaveText("1");
  await expect(firstResponse.getByRole("cell").nth(4)).toHaveText("1");
  await expect(manager.getByTestId("time-resolution").getByRole("cell").nth(2)).toHaveText("1");
  await shot(manager, "stats-custom-range");

  // The overdue report, first in the organization's overdue list, and on its page.
  await manager.goto(`/organizations/${organizationId}/reports?overdue=true&sort=target`);
  await expect(manager.getByRole("checkbox", { name: "Overdue" })).toBeChecked();
  const row = manager.getByRole("row").filter({ hasText: `Never answered ${stamp}` });
  await expect(row.getByTestId("target-badge")).toHaveAttribute("data-overdue", "true");
  await expect(row.getByTestId("target-badge")).toContainText("First response overdue");
  // Only open reports past their target: the resolved one is not there, and every badge is red.
  await expect(manager.getByRole("row").filter({ hasText: `Answered and resolved ${stamp}` })).toHaveCount(0);
  const badges = manager.getByTestId("target-badge");
  for (const badge of await badges.all()) await expect(badge).toHaveAttribute("data-overdue", "true");
  await shot(manager, "reports-overdue");
  await row.getByRole("link").first().click();
  await expect(manager).toHaveURL(new RegExp(`/reports/${waiting.id}$`));
  await expect(manager.getByRole("heading", { level: 1 })).toHaveText(`Never answered ${stamp}`);
  await expect(manager.getByTestId("target-badge")).toContainText("First response overdue");
  await shot(manager, "report-overdue");

  // Dark, on a phone; then in Japanese and French.
  await setSettings(manager, { theme: "dark" });
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.goto(`${base}/stats?range=${encodeURIComponent(JSON.stringify([day, day]))}`);
  await expect(manager.getByTestId("chart-times")).toBeVisible();
  await shot(manager, "stats-dark-phone");
  expect(await seriousViolations(manager)).toEqual([]);
  await manager.setViewportSize({ width: 1280, height: 800 });
  await setSettings(manager, { language: "ja", theme: "light" });
  await expect(manager.getByRole("heading", { name: "応答時間" })).toBeVisible();
  await expect(manager.getByRole("tab", { name: "統計" })).toBeVisible();
  await shot(manager, "stats-ja");
  await setSettings(manager, { language: "fr" });
  await expect(manager.getByRole("heading", { name: "Délais de réponse" })).toBeVisible();
  await shot(manager, "stats-fr");
  await setSettings(manager, { language: "en" });

  // A visitor sees the program's health badge.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/programs/acme-bug-bounty");
  await expect(visitor.getByTestId("health-badge")).toBeVisible();
  await shot(visitor, "program-health-badge");
  expect(await seriousViolations(visitor)).toEqual([]);
});
