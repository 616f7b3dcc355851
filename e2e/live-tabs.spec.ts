import type { Page, Request } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, signUpAndOnboard } from "./support/helpers.ts";

const TABS = 10;

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

  // Every live-update stream the browser opens, and which tab opened it.
  const streams: Request[] = [];
  page.context().on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") streams.push(request);
  });

  await page.close();
  const tabs: Page[] = [];
  for (let i = 0; i < TABS; i += 1) tabs.push(await page.context().newPage());
  // All at once, as a person restoring a session would.
  await Promise.all(tabs.map((tab) => tab.goto(`/organizations/${organizationId}`)));
  for (const tab of tabs)
    await expect(tab.getByText("Ten Tabs Lab").first()).toBeVisible({ timeout: scaled(15_000) });
  await expect.poll(() => streams.length).toBe(1);

  // One event reaches every tab, hidden ones included, without a reload.
  await rename("Ten Tabs Lab, renamed");
  for (const tab of tabs) await expect(tab.getByText("Ten Tabs Lab, renamed").first()).toBeVisible();
  expect(streams).toHaveLength(1);

  // The leading tab closes: another takes the stream over within a few seconds, resuming after the
  // last event heard, and the next event still reaches every remaining tab.
  const leader = streams[0]!.frame().page();
  await leader.close();
  const remaining = tabs.filter((tab) => tab !== leader);
  await expect.poll(() => streams.length, { timeout: scaled(10_000) }).toBe(2);
  expect(await streams[1]!.headerValue("last-event-id")).toMatch(/^[0-9a-f-]{36}$/);
  await rename("Ten Tabs Lab, after the handover");
  for (const tab of remaining)
    await expect(tab.getByText("Ten Tabs Lab, after the handover").first()).toBeVisible();
  expect(streams).toHaveLength(2);
});
