import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { authHeaders, shot, signUpAndOnboard } from "./support/helpers.ts";

async function openSettings(page: Page, switchAccount = "Switch account", settings = "Settings") {
  await page.getByRole("button", { name: switchAccount }).click();
  await page.getByRole("menuitem", { name: settings }).click();
  await expect(page).toHaveURL(/settings=profile/);
}

async function pickLanguage(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

test("a person edits their profile, keeps payment details and manages an API key", async ({ page }) => {
  const name = await signUpAndOnboard(page, "settings");
  await openSettings(page);
  const dialog = page.getByRole("dialog");

  await dialog.getByLabel("Bio").fill("I break OAuth flows.");
  await dialog.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Success").first()).toBeVisible();
  await shot(page, "settings-profile");

  await dialog.getByRole("tab", { name: "For Hunter" }).click();
  await expect(dialog.getByTestId("balance")).toContainText("0");
  await dialog.getByLabel("Full name").fill("  Settings Tester ");
  await dialog.getByLabel("Address line 1").fill("1-2-3 Shibuya");
  await dialog.getByLabel("Postcode").fill("150-0002");
  await dialog.getByLabel("City").fill("Tokyo");
  await dialog.getByPlaceholder("Select a country").first().fill("Japan");
  await page.getByRole("option", { name: "Japan" }).click();
  await dialog.getByRole("button", { name: "Save private information" }).click();
  await expect(page.getByText("Success").first()).toBeVisible();
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  const saved = await page.request.get(`/api/users/${me.id}/private`, { headers });
  expect((await saved.json()).data).toMatchObject({ name: "Settings Tester", city: "Tokyo", country: "JP" });
  await shot(page, "settings-financial");

  await dialog.getByRole("tab", { name: "Hunter API Key" }).click();
  await dialog.getByRole("button", { name: "Generate key" }).click();
  await expect(page.getByText("Your token has been created")).toBeVisible();
  const key = (await dialog.getByTestId("new-api-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^bty_/);
  const byKey = await page.request.get("/api/users/authenticated", {
    headers: { authorization: `Bearer ${key}` },
  });
  expect((await byKey.json()).data.uniqueName).toBe(name);
  await shot(page, "settings-api-key-created");
  await dialog.getByRole("button", { name: "I have saved it" }).click();
  await dialog.getByRole("button", { name: "Revoke" }).first().click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Are you sure you want to delete this key?" });
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Your token has been revoked")).toBeVisible();
  const revoked = await page.request.get("/api/users/authenticated", {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(revoked.status()).toBe(401);

  await page.getByRole("button", { name: "Close settings" }).click();
  await page.goto(`/profiles/${name}`);
  await expect(page.getByText("I break OAuth flows.")).toBeVisible();
});

test("a person switches the interface to Japanese, then French, and to the dark theme", async ({ page }) => {
  await signUpAndOnboard(page, "i18n");
  await openSettings(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Preferences" }).click();
  await expect(dialog.getByRole("button", { name: "Save preferences" })).toBeDisabled();

  await pickLanguage(page, "Language", "日本語");
  await dialog.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("navigation").getByText("プログラム")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await shot(page, "settings-preferences-ja");

  await pickLanguage(page, "言語", "Français");
  await dialog.getByRole("button", { name: "環境設定を保存" }).click();
  await expect(page.getByRole("navigation").getByText("Programmes")).toBeVisible();
  await shot(page, "settings-preferences-fr");

  await dialog.getByText("Sombre", { exact: true }).click();
  await dialog.getByRole("button", { name: "Enregistrer les préférences" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page
    .getByRole("button", { name: "Fermer les paramètres" })
    .or(page.getByRole("button", { name: "Close settings" }))
    .click();
  await shot(page, "programs-dark-fr");

  // The choice is the account's: it survives a reload.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("navigation").getByText("Programmes")).toBeVisible();
});
