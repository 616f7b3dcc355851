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

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its funded bug bounty.
const MANAGER = "aiko@demo.bounty.localhost";
const DAY = 86_400_000;

test.describe.configure({ timeout: scaled(180_000) });

test("a hunter requests disclosure; the manager discloses; a visitor reads it and its feed, never the description; an unanswered request publishes itself", async ({
  page,
  browser,
}) => {
  const email = freshEmail("discloser");
  await signUpAndOnboard(page, "discloser", email);
  const stamp = Date.now().toString(36);
  const title = `Session fixation in the admin panel ${stamp}`;
  const report = await sendDemoReport(page, title);
  // The description sendDemoReport writes: it must never reach a public page or feed.
  const description = `Steps for ${title}`;

  const manager = await signedIn(browser, MANAGER);
  await setSettings(manager, { language: "en", theme: "light" });
  const staff = await authHeaders(manager);
  const resolved = await manager.request.patch(`/api/reports/${report.id}`, {
    headers: staff,
    data: { state: "resolved" },
  });
  expect(resolved.status(), await resolved.text()).toBe(200);

  // The hunter asks, from the report page.
  await page.goto(`/reports/${report.id}`);
  const panel = page.getByRole("region", { name: "Disclosure" });
  await panel.getByRole("button", { name: "Request disclosure" }).click();
  await panel
    .getByLabel("Your summary")
    .fill("The session id survived the login, so a planted id **took over** the admin.");
  await panel.getByRole("button", { name: "Request disclosure" }).click();
  await expect(panel.getByText("Disclosure requested")).toBeVisible();
  await shot(page, "disclosure-requested");

  // The manager discloses with the organization's summary.
  await manager.goto(`/organizations/${report.program.organization.id}/reports/${report.id}`);
  const staffPanel = manager.getByRole("region", { name: "Disclosure" });
  await staffPanel.getByRole("button", { name: "Disclose" }).click();
  const dialog = manager.getByRole("dialog", { name: "Disclose the report" });
  await dialog.getByLabel("Public title").fill(`Session fixation ${stamp}`);
  await dialog
    .getByLabel("The organization's summary")
    .fill("Sessions are now renewed at sign-in (release 4.2).");
  await shot(manager, "disclosure-dialog");
  // Spec 1 §9: the dialog moves by its title only past 5 px.
  const heading = dialog.getByRole("heading", { name: "Disclose the report" });
  const place = async () => (await dialog.boundingBox())!;
  const drag = async (dx: number) => {
    const box = (await heading.boundingBox())!;
    await manager.mouse.move(box.x + 5, box.y + 5);
    await manager.mouse.down();
    await manager.mouse.move(box.x + 5 + dx, box.y + 5, { steps: 4 });
    await manager.mouse.up();
  };
  const start = await place();
  await drag(4);
  expect((await place()).x).toBe(start.x);
  await drag(60);
  expect((await place()).x).toBeCloseTo(start.x + 60, 0);
  await dialog.getByRole("button", { name: "Disclose" }).click();
  await expect(staffPanel.getByText(/Public since/)).toBeVisible();

  // A visitor reads it on the program's Disclosed tab, then its page, and comes back.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/programs/acme-bug-bounty/disclosures");
  const link = visitor.getByRole("link", { name: `Session fixation ${stamp}` });
  await expect(link).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "disclosures-light");
  await link.click();
  await expect(visitor.getByRole("heading", { name: `Session fixation ${stamp}`, level: 1 })).toBeVisible();
  await expect(visitor.getByText("Sessions are now renewed at sign-in (release 4.2).")).toBeVisible();
  await expect(visitor.getByText("took over")).toBeVisible();
  await expect(visitor.getByText(description)).toHaveCount(0);
  expect(await visitor.content()).not.toContain(description);
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "disclosure-detail-light");
  await visitor.emulateMedia({ colorScheme: "dark" });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: `Session fixation ${stamp}`, level: 1 })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "disclosure-detail-dark-phone");
  await visitor.getByRole("link", { name: "Back to disclosed reports" }).click();
  await expect(visitor).toHaveURL(/\/disclosures$/);

  // Its feed, for readers: the title, never the description.
  const program = (await (await visitor.request.get("/api/programs/acme-bug-bounty")).json()).data;
  const feed = await visitor.request.get(`/api/programs/${program.id}/disclosures.atom`);
  expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  const xml = await feed.text();
  expect(xml).toContain(`Session fixation ${stamp}`);
  expect(xml).not.toContain(description);
  expect(await (await visitor.request.get("/api/disclosures.atom")).text()).toContain(
    `Session fixation ${stamp}`,
  );

  // In Japanese and French.
  for (const [locale, heading] of [
    ["ja-JP", "組織による概要"],
    ["fr-FR", "Résumé de l’organisation"],
  ] as const) {
    const reader = await (await browser.newContext({ locale })).newPage();
    await reader.goto(visitor.url());
    await reader.getByRole("link", { name: `Session fixation ${stamp}` }).click();
    await expect(reader.getByRole("heading", { name: heading })).toBeVisible();
    await shot(reader, `disclosure-detail-${locale}`);
  }

  // A second report's request goes unanswered: the clock moves past the program's 30 days.
  const quiet = await sendDemoReport(page, `Unanswered ${stamp}`);
  await manager.request.patch(`/api/reports/${quiet.id}`, { headers: staff, data: { state: "resolved" } });
  const asked = await page.request.put(`/api/reports/${quiet.id}/disclosure-request`, {
    headers: await authHeaders(page),
    data: { summary: `Nobody answered ${stamp}.` },
  });
  expect(asked.status()).toBe(200);
  const clock = await page.request.post("/api/dev/disclosure-clock", {
    data: { at: new Date(Date.now() + 31 * DAY).toISOString() },
  });
  expect((await clock.json()).data.disclosed).toBeGreaterThanOrEqual(1);
  await visitor.goto("/programs/acme-bug-bounty/disclosures");
  await visitor.getByRole("link", { name: `Unanswered ${stamp}` }).click();
  await expect(visitor.getByText(`Nobody answered ${stamp}.`)).toBeVisible();
  await expect(visitor.getByText("Disclosed after the request went unanswered")).toBeVisible();
});

test("a rewarded hunter shows in the hall of fame, the program's activity, their profile with its counts, and the leaderboard", async ({
  page,
  browser,
}) => {
  const email = freshEmail("famous");
  await signUpAndOnboard(page, "famous", email);
  const me = (
    await (await page.request.get("/api/users/authenticated", { headers: await authHeaders(page) })).json()
  ).data;
  const report = await sendDemoReport(page, `Famous bug ${Date.now().toString(36)}`);
  const manager = await signedIn(browser, MANAGER);
  const staff = await authHeaders(manager);
  await manager.request.patch(`/api/reports/${report.id}`, { headers: staff, data: { state: "resolved" } });
  const rewarded = await manager.request.post(`/api/reports/${report.id}/rewards`, {
    headers: { ...staff, "idempotency-key": crypto.randomUUID() },
    data: { amount: 1_000_000, description: "Top find" },
  });
  expect(rewarded.status(), await rewarded.text()).toBe(201);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/programs/acme-bug-bounty/hof");
  await expect(visitor.getByRole("link", { name: me.displayName })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "hall-of-fame");

  await visitor.goto("/programs/acme-bug-bounty/activity");
  await expect(
    visitor.getByText(`${me.displayName} was rewarded ¥1,000,000 for report #${report.number}`),
  ).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "program-activity");

  await visitor.goto(`/profiles/${me.uniqueName}`);
  await expect(visitor.getByRole("region", { name: "Public record" })).toContainText("1,000");
  await expect(visitor.getByText(`${me.displayName} submitted report #${report.number}`)).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "profile-record");

  await visitor.goto("/leaderboard");
  await visitor.locator("label", { hasText: /^Points$/ }).click();
  const podium = visitor.getByRole("list", { name: "Top three" });
  await expect(podium.getByRole("link", { name: me.displayName }).first()).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "leaderboard-light");
  await visitor.emulateMedia({ colorScheme: "dark" });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "Leaderboard" })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await shot(visitor, "leaderboard-dark-phone");
  // An old range holds none of it.
  await visitor.goto("/leaderboard?range=2020-01-01&range=2020-01-31");
  await expect(visitor.getByText("No leaderboards could be found")).toBeVisible();
  const french = await (await browser.newContext({ locale: "fr-FR" })).newPage();
  await french.goto("/leaderboard");
  await expect(french.getByRole("heading", { name: "Classement" })).toBeVisible();
  await shot(french, "leaderboard-fr");
});
