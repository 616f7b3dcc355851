import type { Browser, Page } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, freshEmail, shot, signInLinkFor, signUpAndOnboard } from "./support/helpers.ts";

/** Switches the signed-in person's theme the way the settings do (their stored preference), then reloads. */
async function setTheme(page: Page, theme: "light" | "dark") {
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  const saved = await page.request.put(`/api/users/${me.id}`, { headers, data: { settings: { theme } } });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
}

/** A person in a browser of their own: no shared storage, as on two computers. */
async function newPerson(browser: Browser, colorScheme: "light" | "dark" = "light") {
  const context = await browser.newContext({ colorScheme });
  return { context, page: await context.newPage() };
}

test("an admin invites a second person by link, who signs up from the join page, joins and is made admin", async ({
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  // Person A: signs up and registers an organization.
  const a = await newPerson(browser);
  const adminName = await signUpAndOnboard(a.page, "orgadmin");
  await a.page.goto("/organizations/new");
  await a.page.getByRole("textbox", { name: "Name", exact: true }).fill("Acme Security");
  await a.page.getByLabel("Introduction").fill("We run the Acme web shop.");
  await a.page.getByRole("button", { name: "Complete setup" }).click();
  await expect(a.page).toHaveURL(/\/organizations\/[0-9a-f-]{36}$/);
  const organizationId = new URL(a.page.url()).pathname.split("/").pop()!;

  // A creates the invite link on the members page and reads it from there.
  await a.page.goto(`/organizations/${organizationId}/members`);
  await expect(a.page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
  await a.page.getByRole("button", { name: "Create invite link" }).click();
  const linkField = a.page.getByTestId("invite-link");
  await expect(linkField).toHaveValue(/\/join\?i=/);
  const link = await linkField.inputValue();
  const joinPath = new URL(link).pathname + new URL(link).search;
  expect(joinPath).toMatch(
    new RegExp(`^/organizations/${organizationId}/join\\?i=[0-9a-f-]{36}&c=[\\w-]{43}$`),
  );
  await expect(a.page.getByTestId(`member-${adminName}`).getByText("You")).toBeVisible();
  await shot(a.page, "organization-members-admin");
  await setTheme(a.page, "dark");
  await expect(a.page.getByTestId("invite-link")).toHaveValue(link);
  await shot(a.page, "organization-members-admin-dark");
  await setTheme(a.page, "light");

  // The join page to a visitor, in the dark theme of their system too.
  const darkVisitor = await newPerson(browser, "dark");
  await darkVisitor.page.goto(link);
  await expect(darkVisitor.page.getByText("You have been invited to this organization.")).toBeVisible();
  await expect(darkVisitor.page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await shot(darkVisitor.page, "organization-join-visitor-dark");
  await darkVisitor.context.close();

  // Person B opens the link signed out and signs up by e-mail right there.
  const b = await newPerson(browser);
  await b.page.goto(link);
  await expect(b.page.getByText("You have been invited to this organization.")).toBeVisible();
  await expect(b.page.getByText("However, you need to sign in first.")).toBeVisible();
  await expect(b.page.getByRole("button", { name: /Continue with GitHub/ })).toBeVisible();
  await expect(b.page.getByRole("button", { name: /Continue with Google/ })).toBeVisible();
  await shot(b.page, "organization-join-visitor");
  const email = freshEmail("orgguest");
  await b.page.getByLabel("E-mail address").fill(email);
  await b.page.getByRole("button", { name: "Sign up with e-mail" }).click();
  await expect(b.page.getByText("Check your mail")).toBeVisible();
  const mailTab = await b.context.newPage();
  await mailTab.goto(await signInLinkFor(b.page.request, email));
  await expect(mailTab.getByText("You can now safely close this tab.")).toBeVisible();
  await mailTab.close();

  // A new account sets up its profile first, then comes back to the join page.
  await expect(b.page).toHaveURL(/\/onboarding\?redirect=/, { timeout: scaled(20_000) });
  const guestName = `orgguest-${Date.now().toString(36)}`;
  await b.page.getByLabel("Display name").fill("Guest Tester");
  await b.page.getByLabel("Unique name").fill(guestName);
  await b.page.getByRole("button", { name: "Complete setup" }).click();
  await expect(b.page).toHaveURL(joinPath);
  await expect(b.page.getByRole("heading", { name: "Acme Security" })).toBeVisible();
  await expect(b.page.getByText("You have been invited to this organization.")).toBeVisible();
  await shot(b.page, "organization-join-signed-in");
  await setTheme(b.page, "dark");
  await expect(b.page.getByRole("button", { name: "Join" })).toBeVisible();
  await shot(b.page, "organization-join-signed-in-dark");
  await b.page.getByRole("button", { name: "Join" }).click();
  await expect(b.page).toHaveURL(new RegExp(`/organizations/${organizationId}$`));

  // The link now tells B they are in.
  await b.page.goto(link);
  await expect(b.page.getByText("You are already part of this organization.")).toBeVisible();

  // A's members page, open all along, shows B without a reload: the live-update stream told it.
  const guestRow = a.page.getByTestId(`member-${guestName}`);
  await expect(guestRow.getByRole("link", { name: "Guest Tester" })).toBeVisible();
  await expect(guestRow.getByRole("button", { name: "Remove Guest Tester" })).toBeVisible();
  await shot(a.page, "organization-members-admin-with-member");
  await guestRow.getByRole("combobox", { name: "Role of Guest Tester" }).click();
  await a.page.getByRole("option", { name: "Admin" }).click();
  const confirm = a.page.getByRole("dialog", { name: "Make Guest Tester the admin?" });
  await expect(confirm).toBeVisible();
  await shot(a.page, "organization-members-promote-confirm");
  await confirm.getByRole("button", { name: "Make admin" }).click();
  await expect(a.page.getByTestId(`member-${adminName}`).getByText("Member", { exact: true })).toBeVisible();
  await expect(guestRow.getByText("Admin", { exact: true })).toBeVisible();
  await expect(a.page.getByRole("combobox", { name: /^Role of/ })).toHaveCount(0);
  await expect(a.page.getByTestId("invite-link")).toHaveCount(0);
  await expect(a.page.getByRole("button", { name: "Leave organization" })).toBeVisible();
  await expect(a.page.getByText("Guest Tester is now the admin. You are a member.")).toBeVisible();
  // The admin-only reads stop quietly: no failure toast ("403", "Error") on the way.
  await expect(a.page.locator(".mantine-Notification-title")).toHaveCount(0);
  await shot(a.page, "organization-members-after-promotion");
  await setTheme(a.page, "dark");
  await expect(a.page.getByRole("button", { name: "Leave organization" })).toBeVisible();
  await shot(a.page, "organization-members-after-promotion-dark");

  // The server agrees: B is the admin, A a member.
  const members = await a.page.request.get(`/api/organizations/${organizationId}/members`, {
    headers: await authHeaders(a.page),
  });
  const roles = Object.fromEntries(
    ((await members.json()).data as Array<{ user: { uniqueName: string }; role: { id: string } }>).map(
      (m) => [m.user.uniqueName, m.role.id],
    ),
  );
  expect(roles).toEqual({ [guestName]: "admin", [adminName]: "member" });

  await a.context.close();
  await b.context.close();
});
