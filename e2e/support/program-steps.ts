import { expect, type Page } from "@playwright/test";
import { scaled } from "./fixtures.ts";
import { authHeaders, shot, signInByEmail } from "./helpers.ts";
import { nextTotpCode, rememberTotp } from "./totp.ts";

// Steps of the program journeys that more than one spec takes, done the way a person does them.

/** e2e/support/server.mjs makes this address platform staff (PLATFORM_STAFF_EMAILS). */
export const STAFF_EMAIL = process.env.PLATFORM_STAFF_EMAILS?.split(",")[0]?.trim() || "staff@e2e.test";

/** Closes the toasts shown, as a person does when one covers what they want to click next. */
export async function dismissToasts(page: Page) {
  const toasts = page.locator(".mantine-Notification-root");
  await expect(async () => {
    if ((await toasts.count()) > 0)
      await toasts.first().locator(".mantine-Notification-closeButton").click({ timeout: 1_000 });
    // A toast under the pointer stays open (Mantine pauses it on hover).
    await page.mouse.move(0, 0);
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: scaled(15_000) });
}

/** A screenshot from the top of the page without toasts. */
export async function snap(page: Page, name: string) {
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/**
 * Signs platform staff in, with their authenticator's code once they have one. The address is fixed, so another spec of the same server run may
 * have made the account already: signing up again signs in, and onboarding shows only the first time.
 */
export async function signInAsStaff(page: Page) {
  await signInByEmail(page, STAFF_EMAIL, "signup");
  await expect(page).toHaveURL(/\/(onboarding|profiles\/|programs)/, { timeout: scaled(45_000) });
  if (new URL(page.url()).pathname === "/onboarding") {
    await page.getByLabel("Display name").fill("Platform staff");
    await page.getByLabel("Unique name").fill(`staff-${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Complete setup" }).click();
    await expect(page).toHaveURL(/\/programs$/);
  }
  // Staff tools need a second factor (issue 46): the first sign-in of a run gives the account one.
  await ensureAuthenticator(page, STAFF_EMAIL);
}

/** Registers an organization from /organizations/new; returns its id. */
export async function registerOrganization(page: Page, name: string): Promise<string> {
  await page.goto("/organizations/new");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Introduction").fill("We run a web shop.");
  await page.getByRole("button", { name: "Complete setup" }).click();
  await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Platform staff turn on "Bounty approved" for the organization on /staff. */
export async function approveForBounty(staffPage: Page, organizationName: string) {
  await staffPage.getByRole("link", { name: "Platform staff" }).first().click();
  await expect(staffPage.getByRole("heading", { name: "Platform staff", level: 1 })).toBeVisible();
  await staffPage.getByRole("textbox", { name: "Search organizations" }).fill(organizationName);
  const approval = staffPage.getByRole("switch", { name: `Bounty approved: ${organizationName}` });
  await expect(approval).not.toBeChecked();
  // The switch's input is visually hidden under its track.
  await approval.click({ force: true });
  await expect(approval).toBeChecked();
  await expect(staffPage.getByText("Success").first()).toBeVisible();
}

/** Creates a bug bounty program from the organization's program list; returns its id. */
export async function createBountyProgram(
  page: Page,
  organizationId: string,
  name: string,
  visibility: "Public" | "Application" | "Invite only" = "Public",
): Promise<string> {
  await page.goto(`/organizations/${organizationId}/programs`);
  await page.getByRole("button", { name: "Create Program" }).click();
  await expect(page.getByRole("dialog", { name: "Select a program to launch" })).toBeVisible();
  await page.getByRole("button", { name: "Start a Bug Bounty Program" }).click();
  const naming = page.getByRole("dialog", { name: "Name your program" });
  await naming.getByRole("textbox", { name: "Program name" }).fill(name);
  await naming.getByRole("radio", { name: new RegExp(`^${visibility}`) }).check();
  await naming.getByRole("button", { name: "Create Program" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${organizationId}/programs/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/This program is not started/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Start the Program" })).toBeDisabled();
  return new URL(page.url()).pathname.split("/").pop()!;
}

async function saveTab(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Success").first()).toBeVisible();
  // The toast shows where the next tab's Save button may be.
  await dismissToasts(page);
}

/** Completes every tab of a new program's home (Basic, Guideline, Severity, Scope, Report Template, Budget). */
export async function completeProgramHome(page: Page, scopeUrl: string) {
  const tab = (name: string) =>
    page.getByRole("tablist", { name: "Program setup" }).getByRole("tab", { name: new RegExp(`^${name}`) });

  await page.getByRole("textbox", { name: /Reply time/ }).fill("3");
  await saveTab(page);
  await expect(tab("Basic")).toContainText("(complete)");

  await tab("Guideline").click();
  await expect(page.getByRole("textbox", { name: "Guideline in English" })).toHaveValue(/## Safe harbour/);
  await saveTab(page);
  await expect(tab("Guideline")).toContainText("(complete)");

  await tab("Severity").click();
  await page.getByRole("textbox", { name: "Critical to" }).fill("500000");
  await saveTab(page);
  await expect(page.getByRole("textbox", { name: "Critical to" })).toHaveValue("¥500,000");
  await expect(tab("Severity")).toContainText("(complete)");

  await tab("Scope").click();
  await page.getByRole("button", { name: "Add scope" }).click();
  const scope = page.getByRole("dialog", { name: "Add scope" });
  // The field sits under the pills wrapper, which takes the pointer.
  // A forced click sometimes only focuses the field (seen in CI): open it again until the option shows.
  await expect(async () => {
    await scope.getByRole("combobox", { name: /Category/ }).click({ force: true });
    await page.getByRole("option", { name: "Web Service" }).click({ timeout: 2_000 });
  }).toPass({ timeout: scaled(30_000) });
  await scope.getByRole("textbox", { name: /Target URL\/Location/ }).fill(scopeUrl);
  await scope.getByRole("textbox", { name: "Description" }).click();
  await scope.getByRole("textbox", { name: "Description" }).fill("The web shop and its checkout.");
  await scope.getByRole("button", { name: "Add scope" }).click();
  await expect(scope).toBeHidden();
  await expect(page.getByTestId(`scope-${scopeUrl}`)).toBeVisible();
  await expect(tab("Scope")).toContainText("(complete)");

  await tab("Report Template").click();
  await expect(page.getByRole("textbox", { name: "Report template" })).toHaveValue(/Steps to reproduce/);
  await saveTab(page);
  await expect(tab("Report Template")).toContainText("(complete)");

  await tab("Budget").click();
  await page.getByRole("textbox", { name: /New budget/ }).fill("1000000");
  await saveTab(page);
  await expect(page.getByTestId("budget-total")).toHaveText("¥1,000,000");
  await expect(tab("Budget")).toContainText("(complete)");
  await expect(page.getByRole("button", { name: "Start the Program" })).toBeEnabled();
}

/** Starts a completed program from its home. */
export async function startProgram(page: Page) {
  await page.getByRole("button", { name: "Start the Program" }).click();
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect(page.getByText(/This program is not started/)).toBeHidden();
}

/** Switches the signed-in person's theme in their settings, as they do, and closes the settings. */
export async function chooseTheme(page: Page, theme: "Light" | "Dark") {
  await page.getByRole("button", { name: "Switch account" }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Preferences" }).click();
  await dialog.getByText(theme, { exact: true }).click();
  await dialog.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme.toLowerCase());
  await page.getByRole("button", { name: "Close settings" }).click();
  await expect(dialog).toBeHidden();
}

/** Gives the signed-in account an authenticator app through the API, unless it has a factor already. */
export async function ensureAuthenticator(page: Page, email: string) {
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  const overview = (await (await page.request.get(`/api/users/${me.id}/security`, { headers })).json()).data;
  if (overview.factors.length > 0) return;
  const setup = (
    await (await page.request.post(`/api/users/${me.id}/security/totp`, { headers, data: {} })).json()
  ).data;
  rememberTotp(page, email, setup.secret);
  const confirmed = await page.request.post(`/api/users/${me.id}/security/totp/${setup.id}/confirm`, {
    headers,
    data: { code: await nextTotpCode(page, email) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}
