import type { Page, Request } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, signUpAndOnboard } from "./support/helpers.ts";

const TABS = 10;

type Stream = { request: Request; tab: Page; ended: boolean };

test("ten signed-in tabs of one browser all load, share one live stream, and hand it over when its tab closes", async ({
  page,
}) => {
  test.setTimeout(scaled(180_000));
  await signUpAndOnboard(page, "tabs");
  const headers = await authHeaders(page);
  const created = await page.request.post("/api/organizations", { headers, data: { name: "Ten Tabs Lab" } });
  expect(created.ok()).toBe(true);
  const organizationId: string = (await created.json()).data.id;
  const rename = async (name: string) =>
    expect(
      (await page.request.put(`/api/organizations/${organizationId}`, { headers, data: { name } })).ok(),
    ).toBe(true);

  // Every live-update stream the browser opens: the tab that opened it, and whether it has ended. A
  // stream refused (a 401 before a refresh, a 503) ends at once and is opened again by the same tab:
  // that is a retry, not a second stream. Two tabs streaming at once is the failure looked for.
  const streams: Stream[] = [];
  const ended = (request: Request) => {
    const stream = streams.find((s) => s.request === request);
    if (stream) stream.ended = true;
  };
  page.context().on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events")
      streams.push({ request, tab: request.frame().page(), ended: false });
  });
  page.context().on("requestfinished", ended);
  page.context().on("requestfailed", ended);
  const open = (of: Page[]) => streams.filter((s) => !s.ended && of.includes(s.tab));
  const openers = (of: Page[]) => new Set(streams.filter((s) => of.includes(s.tab)).map((s) => s.tab));

  await page.close();
  const tabs: Page[] = [];
  for (let i = 0; i < TABS; i += 1) tabs.push(await page.context().newPage());
  // All at once, as a person restoring a session would.
  await Promise.all(tabs.map((tab) => tab.goto(`/organizations/${organizationId}`)));
  for (const tab of tabs)
    await expect(tab.getByText("Ten Tabs Lab").first()).toBeVisible({ timeout: scaled(15_000) });
  await expect.poll(() => open(tabs).length).toBe(1);
  expect(openers(tabs).size).toBe(1);

  // One event reaches every tab, hidden ones included, without a reload.
  await rename("Ten Tabs Lab, renamed");
  for (const tab of tabs) await expect(tab.getByText("Ten Tabs Lab, renamed").first()).toBeVisible();
  expect(open(tabs)).toHaveLength(1);
  expect(openers(tabs).size).toBe(1);

  // The leading tab closes: another takes the stream over within a few seconds, resuming after the
  // last event heard, and the next event still reaches every remaining tab.
  const leader = open(tabs)[0]!.tab;
  await leader.close();
  const remaining = tabs.filter((tab) => tab !== leader);
  await expect.poll(() => open(remaining).length, { timeout: scaled(10_000) }).toBe(1);
  const takeover = streams.find((s) => remaining.includes(s.tab))!;
  expect(await takeover.request.headerValue("last-event-id")).toMatch(/^[0-9a-f-]{36}$/);
  await rename("Ten Tabs Lab, after the handover");
  for (const tab of remaining)
    await expect(tab.getByText("Ten Tabs Lab, after the handover").first()).toBeVisible();
  expect(open(remaining)).toHaveLength(1);
  expect(openers(remaining).size).toBe(1);
});
