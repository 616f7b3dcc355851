import { mkdirSync } from "node:fs";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { scaled } from "./fixtures.ts";
import { nextTotpCode } from "./totp.ts";

// Beside the journeys, where Playwright keeps its results too (e2e/artifacts/, not committed).
const artifacts = new URL("../artifacts/", import.meta.url).pathname;
mkdirSync(artifacts, { recursive: true });

/**
 * Keeps a screenshot as an artifact, named for the step: the full page, or the viewport with a dialog
 * open (a full-page capture narrows the window for a moment, which a page may answer). Under CI every
 * capture is of the viewport: a full page costs a tenth of a journey on two cores, and CI's captures
 * are read only when a journey fails (docs/testing.md).
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  // Screenshots are for the people building the pages to look at: E2E_SCREENSHOTS=off skips them.
  if (process.env.E2E_SCREENSHOTS === "off") return;
  await page.screenshot({ path: `${artifacts}${name}.png`, fullPage: fullPage && !process.env.CI });
}

/** A unique address per run, so journeys never collide with demo data or each other. */
export const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}@example.test`;

/** Every sign-in link the dev mailbox holds for `email`. */
async function signInLinksOf(request: APIRequestContext, email: string): Promise<string[]> {
  const mails: Array<{ to: string; text: string }> = (await (await request.get("/api/dev/mail")).json()).data;
  return mails
    .filter((m) => m.to === email)
    .map((m) => m.text.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0])
    .filter((link): link is string => link !== undefined);
}

/**
 * The sign-in link of a dev-mailbox mail to `email` that is not among `seen` (the links that were
 * there before this sign-in was asked for: an address that signed in earlier in the run has one).
 */
export async function signInLinkFor(
  request: APIRequestContext,
  email: string,
  seen: readonly string[] = [],
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await signInLinksOf(request, email)).find((l) => !seen.includes(l));
        return link;
      },
      { timeout: scaled(45_000) },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Signs in by e-mail the way a person does: ask on /signin or /signup, open the mailed link in
 * another tab, come back to the first tab, which follows by itself.
 */
export async function signInByEmail(
  page: Page,
  email: string,
  mode: "signin" | "signup",
  shotPrefix?: string,
) {
  const seen = await signInLinksOf(page.request, email);
  await page.goto(`/${mode}`);
  await page.getByLabel("E-mail address").fill(email);
  await page
    .getByRole("button", { name: mode === "signup" ? "Sign up with e-mail" : "Sign in with e-mail" })
    .click();
  await expect(page.getByText("Check your mail")).toBeVisible();
  if (shotPrefix) await shot(page, `${shotPrefix}-waiting`);

  const link = await signInLinkFor(page.request, email, seen);
  const mailTab = await page.context().newPage();
  await mailTab.goto(link);
  if (shotPrefix) {
    await expect(mailTab.getByText("You can now safely close this tab.")).toBeVisible();
    await shot(mailTab, `${shotPrefix}-confirmed`);
    await mailTab.close();
    return;
  }
  // The waiting tab follows as soon as the link is confirmed (the mail tab holds its words for three
  // seconds more, which no journey waits out); an account with an authenticator app is asked for its
  // code first (issue 46), which the journeys know.
  const secondStep = page.getByRole("heading", { name: "Confirm it is you" });
  const left = expect(page).not.toHaveURL(new RegExp(`/${mode}(\\?|$)`));
  await Promise.race([left, secondStep.waitFor().catch(() => undefined)]);
  await mailTab.close();
  if (await secondStep.isVisible()) {
    await page.getByLabel(/Authenticator or recovery code/).fill(await nextTotpCode(page, email));
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await left;
}

/**
 * Signs `page`'s browser in as `email` through the API, for the journeys that do not test signing in
 * (signup.spec.ts, oidc.spec.ts and the `signInByEmail` callers do): the same request, mailed link and
 * poll the sign-in page makes, without loading the sign-in page and the link's tab. Each journey's
 * sign-in took seconds of a loaded two-core machine, seventy times a run.
 */
export async function signInThroughApi(page: Page, email: string, mode: "signin" | "signup") {
  const seen = await signInLinksOf(page.request, email);
  const asked = await page.request.post("/api/auth/request", {
    data: { strategy: "email", email, mode: mode === "signup" ? "signup" : "login" },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const request = (await asked.json()).data.id as string;
  const link = new URL(await signInLinkFor(page.request, email, seen));
  const confirmed = await page.request.get(`/api/auth/confirm${link.search}`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  // The web app's poll: the refresh token arrives as the HttpOnly cookie of the page's context.
  const token = await page.request.get(`/api/auth/token?request=${request}`, {
    headers: { "x-refresh-cookie": "1" },
  });
  expect((await token.json()).data.status).toBe("confirmed");
  // The flag the app sets on signing in (lib/tokens.ts): a page load then asks the cookie for a session.
  await page.context().addInitScript(() => {
    if (window.localStorage.getItem("bounty.signedIn") === null)
      window.localStorage.setItem("bounty.signedIn", "1");
  });
}

/**
 * A brand-new signed-in account that has completed onboarding, on /programs; returns its unique name.
 * Onboarding is saved the way its form saves it (signup.spec.ts walks the form itself).
 */
export async function signUpAndOnboard(
  page: Page,
  label: string,
  email = freshEmail(label),
): Promise<string> {
  await signInThroughApi(page, email, "signup");
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  const uniqueName = `${label}-${Date.now().toString(36)}`;
  const saved = await page.request.put(`/api/users/${me.id}`, {
    headers,
    data: { displayName: `${label} tester`, uniqueName, onboarded: true },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto("/programs");
  await expect(page.locator('a[href="/inbox"]')).toBeVisible();
  return uniqueName;
}

/**
 * Headers that act as the signed-in person of `page` for direct API calls. The page keeps its access
 * token in memory and its refresh token in an HttpOnly cookie, so, like a new tab, this exchanges
 * the cookie (shared by the page's context) for an access token of its own.
 */
export async function authHeaders(page: Page): Promise<{ authorization: string }> {
  const res = await page.request.post("/api/auth/token/refresh", {
    headers: { "x-refresh-cookie": "1" },
    data: {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${(await res.json()).data.token}` };
}

/** Saves the signed-in person's theme or language and reloads the page in it. */
export async function setSettings(
  page: Page,
  settings: { theme?: "light" | "dark"; language?: "en" | "ja" | "fr" },
) {
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  expect((await page.request.put(`/api/users/${me.id}`, { headers, data: { settings } })).ok()).toBe(true);
  await page.reload();
  if (settings.theme)
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", settings.theme);
}

/** A new browser context signed in as an existing (demo) account. */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, email, "signin");
  await page.goto("/programs");
  // Signed in, whatever the account's language: only a signed-in person has an inbox link.
  await expect(page.locator('a[href="/inbox"]')).toBeVisible();
  return page;
}

/** Sends a report to a demo program (the bug bounty unless named) through the API; answers its id and number. */
export async function sendDemoReport(page: Page, title: string, slug = "acme-bug-bounty") {
  const headers = await authHeaders(page);
  const bounty = (await (await page.request.get(`/api/programs/${slug}`, { headers })).json()).data;
  await page.request.post(`/api/programs/${bounty.id}/guideline`, { headers });
  const sent = await page.request.post("/api/reports", {
    headers,
    data: {
      title,
      scope: bounty.scopeGroups[0].id,
      content: `Steps for ${title}: open the admin panel with a forged session cookie.`,
      program: bounty.id,
      vrt: "cross_site_scripting_xss.stored.self",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()).data as {
    id: string;
    number: number;
    program: { organization: { id: string } };
  };
}
