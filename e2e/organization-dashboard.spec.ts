import type { Page } from "@playwright/test";
import { animationsDone } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, shot, signUpAndOnboard } from "./support/helpers.ts";

/** Changes the signed-in person's stored settings, as the settings modal does, then reloads. */
async function setSettings(page: Page, settings: { theme?: "light" | "dark"; language?: "en" | "ja" }) {
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  expect((await page.request.put(`/api/users/${me.id}`, { headers, data: { settings } })).ok()).toBe(true);
  await page.reload();
}

/** "November 18, 2026": how the calendar names a day to screen readers in English. */
const dayName = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(date);

test("an admin reads the organization's recent activity over several date ranges", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  await signUpAndOnboard(page, "dashboard");
  const headers = await authHeaders(page);
  const api = async (method: "post" | "put" | "delete", url: string, data?: unknown, as = headers) => {
    const res = await page.request[method](`/api${url}`, { headers: as, data });
    expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
    return (await res.json()).data;
  };

  // An organization with a month's worth of changes: settings, an invite, a teammate and a role.
  const org = await api("post", "/organizations", { name: "Acme Security", bio: "" });
  for (let i = 1; i <= 20; i++)
    await api("put", `/organizations/${org.id}`, { bio: `Release notes, take ${i}.` });
  await api("put", `/organizations/${org.id}`, {
    domain: "acme.example",
    links: [{ type: "github", link: "https://github.com/acme" }],
  });
  const invite = await api("post", `/organizations/${org.id}/invites`);
  const context = await browser.newContext();
  const teammate = await context.newPage();
  await signUpAndOnboard(teammate, "teammate");
  const member = await api(
    "post",
    `/organizations/${org.id}/members`,
    { invite: invite.id, code: invite.code },
    await authHeaders(teammate),
  );
  await context.close();
  await api("put", `/organizations/${org.id}/members/${member.id}`, { role: "triage" });
  await api("delete", `/organizations/${org.id}/invites/${invite.id}`);

  await page.goto(`/organizations/${org.id}`);
  await expect(page.getByRole("heading", { name: "Acme Security", level: 1 })).toBeVisible();
  const lines = page.getByTestId("activity-line");
  await expect(lines).toHaveCount(20);
  await expect(lines.first()).toContainText("deleted an invite link.");
  await expect(lines.nth(1)).toContainText("changed teammate tester's role from Member to Triage.");
  await expect(lines.nth(2)).toContainText("teammate tester joined the organization.");
  await expect(lines.nth(2).getByRole("link", { name: "teammate tester" })).toHaveAttribute(
    "href",
    /^\/profiles\/teammate-/,
  );
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("Activities26");
  await shot(page, "organization-dashboard");

  // Paging: 26 lines, 20 a page.
  const pager = page.getByRole("navigation", { name: "Pages" });
  await pager.getByRole("button", { name: "2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(lines).toHaveCount(6);
  await expect(lines.last()).toContainText("registered the organization Acme Security.");

  // A preset: the range goes into the URL and the page starts again at 1.
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "Today" }).click();
  await expect(page).toHaveURL(/range=/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(lines).toHaveCount(20);
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "Last month" }).click();
  await expect(page.getByText("No Activities Found")).toBeVisible();
  await expect(pager).toHaveCount(0);
  await shot(page, "organization-dashboard-empty");

  // Custom: Apply waits for two dates; the calendars open again after a pick.
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "Custom" }).click();
  const apply = page.getByRole("button", { name: "Apply" });
  await expect(apply).toBeEnabled();
  await page.getByRole("button", { name: "Clear the start date" }).click();
  await expect(apply).toBeDisabled();
  await page.getByRole("button", { name: "Clear the end date" }).click();
  const today = new Date();
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
  const calendar = page.locator("[data-dates-dropdown]");
  // A calendar opens on the month of its field's value (today's when empty): a week ago may be last
  // month, so the arrows move it to the day's month first.
  const shownMonth = { "Start date": today, "End date": today };
  const monthIndex = (d: Date) => d.getFullYear() * 12 + d.getMonth();
  const pick = async (field: "Start date" | "End date", day: Date) => {
    await page.getByRole("button", { name: field, exact: true }).click();
    const steps = monthIndex(day) - monthIndex(shownMonth[field]);
    const arrow = calendar.getByRole("button", { name: steps > 0 ? "Next month" : "Previous month" });
    for (let i = 0; i < Math.abs(steps); i++) await arrow.click();
    await calendar
      .getByRole("button", { name: dayName(day), exact: true })
      .first()
      .click();
    await expect(calendar).toHaveCount(0);
    shownMonth[field] = day;
  };
  await pick("Start date", today);
  await pick("End date", weekAgo);
  await expect(page.getByText("The end date is before the start date.")).toBeVisible();
  await expect(apply).toBeDisabled();
  await shot(page, "organization-dashboard-custom-refused");
  await pick("Start date", weekAgo);
  await pick("End date", today);
  await expect(apply).toBeEnabled();
  await page.getByRole("button", { name: "Start date", exact: true }).click();
  await expect(calendar.getByRole("button", { name: dayName(weekAgo), exact: true }).first()).toBeVisible();
  await animationsDone(page);
  await shot(page, "organization-dashboard-custom-calendar");
  await page.keyboard.press("Escape");
  await apply.click();
  await expect(lines).toHaveCount(20);
  await shot(page, "organization-dashboard-custom");

  // The plain address again: the last 30 days, in dark, in Japanese and on a phone.
  await page.goto(`/organizations/${org.id}`);
  await setSettings(page, { theme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(lines).toHaveCount(20);
  await shot(page, "organization-dashboard-dark");
  await setSettings(page, { language: "ja" });
  await expect(page.getByRole("heading", { name: "最近のアクティビティ" })).toBeVisible();
  await shot(page, "organization-dashboard-ja-dark");
  await setSettings(page, { theme: "light", language: "en" });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("heading", { name: "Recent activity" })).toBeVisible();
  await shot(page, "organization-dashboard-phone");
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "Custom" }).click();
  await shot(page, "organization-dashboard-phone-custom");
});
