import type { Page } from "@playwright/test";
import { animationsDone, seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, freshEmail, shot, signInByEmail, signUpAndOnboard } from "./support/helpers.ts";
import { nextTotpCode, rememberTotp } from "./support/totp.ts";

// Issue 46: second factors. Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain) stands in for a passkey; authenticator codes are made from the secret the page shows.

/** A platform passkey that verifies its user, in this page's browser. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Switch account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

/** Turns on an authenticator app in the open Security tab; answers the recovery codes it brought. */
async function addAuthenticator(page: Page, email: string): Promise<string[]> {
  await page.getByRole("button", { name: "Add an authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  rememberTotp(page, email, secret);
  await page.locator(`input[inputmode="numeric"]`).first().click();
  await page.keyboard.type(await nextTotpCode(page, email));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("recovery-codes");
  await expect(codes).toBeVisible();
  return (await codes.locator("p").allTextContents()).map((c) => c.trim());
}

test("a person adds a passkey, signs out, and signs in with the passkey alone", async ({ page }) => {
  await virtualAuthenticator(page);
  await signUpAndOnboard(page, "passkey");
  await page.goto("/programs?settings=security");
  await expect(page.getByText("No second factor yet")).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.getByLabel("Name this passkey").fill("This laptop");
  await page.getByRole("button", { name: "Create passkey" }).click();
  // The first factor brings ten recovery codes, shown this once.
  await expect(page.getByTestId("recovery-codes").locator("p")).toHaveCount(10);
  await expect(page.getByText("This laptop", { exact: true })).toBeVisible();
  await shot(page, "security-passkey-added", { fullPage: false });
  await page.getByRole("button", { name: "I have saved them" }).click();

  await page.getByRole("button", { name: "Close settings" }).click();
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  // No mail: the passkey alone signs in, and the new session says how.
  await expect(page).toHaveURL(/\/profiles\//);
  await page.goto("/programs?settings=security");
  const current = page.getByTestId("session-list").getByRole("listitem").first();
  await expect(current).toContainText("This browser");
  await expect(current).toContainText("Passkey");
});

test("a person turns on an authenticator app, signs in with a code and with a recovery code, then signs out everywhere else", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  const email = freshEmail("totp");
  await signUpAndOnboard(page, "totp", email);
  await page.goto("/programs?settings=security");
  const codes = await addAuthenticator(page, email);
  expect(codes).toHaveLength(10);
  await shot(page, "security-recovery-codes", { fullPage: false });
  // The Security tab, its new codes, factor and sign-ins, read by axe.
  await animationsDone(page);
  expect.soft(await seriousViolations(page), "security tab").toEqual([]);
  await page.getByRole("button", { name: "I have saved them" }).click();

  // Another browser: the e-mail link, then the app's code.
  const phone = await (await browser.newContext()).newPage();
  await signInByEmail(phone, email, "signin");
  await expect(phone).toHaveURL(/\/profiles\//);

  // A third: the link, then a recovery code (the app is lost).
  const borrowed = await (await browser.newContext()).newPage();
  await signInByEmail(borrowed, email, "signin", "security-recovery");
  await expect(borrowed.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await shot(borrowed, "security-second-factor", { fullPage: false });
  expect.soft(await seriousViolations(borrowed), "second-factor step").toEqual([]);
  await borrowed.getByLabel(/Authenticator or recovery code/).fill(codes[0]!);
  await borrowed.getByRole("button", { name: "Verify" }).click();
  await expect(borrowed).toHaveURL(/\/profiles\//);

  await borrowed.goto("/programs?settings=security");
  await expect(borrowed.getByText("9 of 10 codes left", { exact: false })).toBeVisible();
  // The use is in the account's security history too (and was mailed).
  await expect(borrowed.getByTestId("security-history")).toContainText("A recovery code was used (9 left)");
  await borrowed.getByTestId("security-history").scrollIntoViewIfNeeded();
  await shot(borrowed, "security-history", { fullPage: false });
  const sessions = borrowed.getByTestId("session-list").getByRole("listitem");
  await expect(sessions).toHaveCount(3);
  await expect(sessions.first()).toContainText("E-mail link and recovery code");
  await borrowed.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(sessions).toHaveCount(1);
  // The other browsers' sessions end at once: their next request is refused.
  await page.reload();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await phone.close();
  await borrowed.close();
});

test("platform staff without a second factor are refused the staff tools until they add one", async ({
  page,
}) => {
  const email = "newstaff@e2e.test";
  await signInByEmail(page, email, "signup");
  if (new URL(page.url()).pathname === "/onboarding") {
    await page.getByLabel("Display name").fill("New staff");
    await page.getByLabel("Unique name").fill(`newstaff-${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Complete setup" }).click();
    await expect(page).toHaveURL(/\/programs$/);
  }
  const refused = await page.request.get("/api/staff/payouts", { headers: await authHeaders(page) });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("second_factor_required");

  await page.goto("/staff");
  await expect(page.getByText("A second factor is required")).toBeVisible();
  await shot(page, "security-staff-gate", { fullPage: false });
  await page.getByRole("button", { name: "Add a second factor" }).click();
  await expect(page.getByRole("tab", { name: "Security", selected: true })).toBeVisible();
  await addAuthenticator(page, email);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await page.getByRole("button", { name: "Close settings" }).click();
  await expect(page.getByRole("region", { name: "Activation requests" })).toBeVisible();
  const allowed = await page.request.get("/api/staff/payouts", { headers: await authHeaders(page) });
  expect(allowed.status()).toBe(200);
});

test("an organization that requires a second factor stops a member without one, who adds one and gets in", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(180_000));
  const adminEmail = freshEmail("rule-admin");
  await signUpAndOnboard(page, "ruleadmin", adminEmail);
  const headers = await authHeaders(page);
  const name = `Factor Rule ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/organizations", { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const org = (await created.json()).data as { id: string };
  const invite = (await (await page.request.post(`/api/organizations/${org.id}/invites`, { headers })).json())
    .data as { id: string; code: string };

  // The admin's own factor first: the rule would hold them back too.
  await page.goto("/programs?settings=security");
  await addAuthenticator(page, adminEmail);
  await page.getByRole("button", { name: "I have saved them" }).click();
  await page.getByRole("button", { name: "Close settings" }).click();
  await page.goto(`/organizations/${org.id}/settings`);
  await page.getByRole("switch", { name: "Require a second factor of every member" }).click();
  await expect(page.getByText("Members now need a second factor")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Require a second factor of every member" })).toBeChecked();

  const member = await (await browser.newContext()).newPage();
  const memberEmail = freshEmail("rule-member");
  await signUpAndOnboard(member, "rulemember", memberEmail);
  const joined = await member.request.post(`/api/organizations/${org.id}/members`, {
    headers: await authHeaders(member),
    data: { invite: invite.id, code: invite.code },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  await member.goto(`/organizations/${org.id}`);
  await expect(member.getByRole("heading", { name: "A second factor is required" })).toBeVisible();
  await expect(member.getByText(/This organization requires a second factor/)).toBeVisible();
  await animationsDone(member);
  await shot(member, "security-org-rule-member", { fullPage: false });
  expect.soft(await seriousViolations(member), "second factor required page").toEqual([]);
  await member.getByRole("button", { name: "Add a second factor" }).click();
  await expect(member.getByRole("tab", { name: "Security", selected: true })).toBeVisible();
  await addAuthenticator(member, memberEmail);
  await member.getByRole("button", { name: "I have saved them" }).click();
  await member.getByRole("button", { name: "Close settings" }).click();
  // The page loads again by itself: the member is in.
  await expect(member.getByRole("heading", { name, level: 1 })).toBeVisible();
  await member.close();
});
