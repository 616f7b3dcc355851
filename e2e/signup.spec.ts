import { expect, scaled, test } from "./support/fixtures.ts";
import { freshEmail, shot, signInByEmail } from "./support/helpers.ts";

test("a new person signs up by e-mail, completes onboarding, lands on programs and sees their profile", async ({
  page,
}) => {
  const email = freshEmail("newcomer");
  await page.goto("/signup");
  await shot(page, "signup-form");
  await signInByEmail(page, email, "signup", "signup");

  // The waiting tab polls every 5 s and sends a new account to onboarding.
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: scaled(20_000) });
  await expect(page.getByText("Welcome to Bounty")).toBeVisible();

  const uniqueName = page.getByLabel("Unique name");
  await uniqueName.fill("Not Valid!");
  await expect(page.getByText("Only letters, numbers, hyphens are allowed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete setup" })).toBeDisabled();
  await shot(page, "onboarding-invalid-name");

  const name = `newcomer-${Date.now().toString(36)}`;
  await page.getByLabel("Display name").fill("New Comer");
  await uniqueName.fill(name);
  await page.getByLabel("Bio").fill("Web and API security.");
  await shot(page, "onboarding-filled");
  await page.getByRole("button", { name: "Complete setup" }).click();

  await expect(page).toHaveURL(/\/programs$/);
  // The demo data's public bug bounty program (other journeys may add programs of the same name).
  await expect(page.locator('a[href="/programs/acme-bug-bounty"]')).toBeVisible();
  await shot(page, "programs-after-onboarding");

  // No script can read a token: the access token lives in memory, the refresh token in a cookie
  // that is HttpOnly, SameSite=Strict and sent only to /api/auth.
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  expect(stored).not.toMatch(/eyJ|token/i);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  const [refreshCookie] = (await page.context().cookies()).filter((c) => c.name === "bounty_refresh");
  expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });
  // A reload and a new tab keep the person signed in.
  await page.reload();
  await expect(page.getByRole("button", { name: "Switch account" })).toBeVisible();
  const secondTab = await page.context().newPage();
  await secondTab.goto("/programs");
  await expect(secondTab.getByRole("button", { name: "Switch account" })).toBeVisible();
  await secondTab.close();

  await page.getByRole("button", { name: "Switch account" }).click();
  await page.getByRole("menuitem", { name: "Your profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/profiles/${name}$`));
  await expect(page.getByRole("heading", { name: "New Comer" })).toBeVisible();
  await expect(page.getByText("Web and API security.")).toBeVisible();
  await shot(page, "profile-after-signup");

  // Signing out clears the session and returns to /signin.
  await page.getByRole("button", { name: "Switch account" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect((await page.context().cookies()).filter((c) => c.name === "bounty_refresh")).toEqual([]);
  await page.goto("/programs");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
});

test("a sign-in link works only once", async ({ page, browser }) => {
  const email = freshEmail("once");
  await signInByEmail(page, email, "signin");
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: scaled(20_000) });
  const mails = (await (await page.request.get("/api/dev/mail")).json()).data as Array<{
    to: string;
    text: string;
  }>;
  const link = mails.find((m) => m.to === email)!.text.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)![0];
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByText("This sign-in link has already been used.")).toBeVisible();
  await expect(
    other.getByText(
      "We could not authenticate you due to an error. Please close this tab, and start the process over.",
    ),
  ).toBeVisible();
  await shot(other, "confirm-link-reused");
  await other.close();
});
