import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { freshEmail, shot, signUpAndOnboard } from "./support/helpers.ts";

/** e2e/support/server.mjs's OpenID provider (not imported: importing it would start it). */
const OIDC_ORIGIN = "http://localhost:3399";

test("a person signs in through the local OpenID Connect provider", async ({ page, context }) => {
  await page.goto("/signin");
  await shot(page, "signin-form");
  const [providerTab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Continue with Google" }).click(),
  ]);
  await expect(page.getByText("Continue in the new tab")).toBeVisible();
  await shot(page, "signin-oidc-waiting");

  // The provider redirects straight back to /auth/confirm with a code.
  await expect(providerTab.getByText("You can now safely close this tab.")).toBeVisible();
  await shot(providerTab, "signin-oidc-confirmed");
  await providerTab.close();
  // Back to the waiting tab, as the person does (a hidden tab's poll is not what this checks).
  await page.bringToFront();

  await expect(page).toHaveURL(/\/onboarding$/, { timeout: scaled(20_000) });
  await expect(page.getByLabel("Display name")).toHaveValue("Oidc Hunter");
});

test("a Google sign-in with an existing account's address joins it only when its owner opens the mailed link", async ({
  browser,
}) => {
  const email = freshEmail("linked");
  // The owner made their account with the e-mail link, which verified the address.
  const owner = await (await browser.newContext()).newPage();
  const uniqueName = await signUpAndOnboard(owner, "linked", email);

  let used = "(none yet)";
  for (const [theme, viewport] of [
    ["light", { width: 1280, height: 800 }],
    ["dark", { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ colorScheme: theme, viewport });
    await context.addCookies([
      {
        name: "e2e_claims",
        value: encodeURIComponent(
          JSON.stringify({
            sub: `e2e-google-${theme}-${email}`,
            email,
            email_verified: true,
            name: "Someone",
          }),
        ),
        url: OIDC_ORIGIN,
      },
    ]);
    const page = await context.newPage();
    await page.goto("/signin");
    const [providerTab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("button", { name: "Continue with Google" }).click(),
    ]);
    // Nothing signs in yet: the tab says where the link went, masked.
    await expect(providerTab.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
    await expect(providerTab.getByText(/An account already uses l…\u2060?@example\.test\./)).toBeVisible();
    await shot(providerTab, `signin-oidc-link-${theme}`);
    expect(await seriousViolations(providerTab)).toEqual([]);

    let link: string | undefined;
    await expect
      .poll(async () => {
        const mails: Array<{ to: string; subject: string; text: string }> = (
          await (await page.request.get("/api/dev/mail")).json()
        ).data;
        const mail = mails.find(
          (m) =>
            m.to === email && m.subject === "Connect Google to your Bounty account" && !m.text.includes(used),
        );
        link = mail?.text.match(/https?:\/\/\S+\/auth\/confirm\?\S+/)?.[0];
        return link;
      })
      .toBeTruthy();
    used = link!;
    await providerTab.goto(link!);
    await expect(providerTab.getByText("You can now safely close this tab.")).toBeVisible();
    await providerTab.close();
    // The person comes back to the waiting tab (a hidden tab polls less: under load the journey
    // waited on a background tab).
    await page.bringToFront();
    // The waiting tab signs in to the owner's account: no onboarding, their own profile.
    await expect(page).toHaveURL(new RegExp(`/profiles/${uniqueName}$`), { timeout: scaled(20_000) });
    await context.close();
  }
});
