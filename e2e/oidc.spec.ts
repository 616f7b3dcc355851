import { expect, test } from "@playwright/test";
import { shot } from "./helpers.ts";

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

  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
  await expect(page.getByLabel("Display name")).toHaveValue("Oidc Hunter");
});
