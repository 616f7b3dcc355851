import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { shot, signUpAndOnboard } from "./support/helpers.ts";

const score = (page: Page) => page.getByRole("status");
const choose = (page: Page, metric: string, value: string) =>
  page.getByRole("radiogroup", { name: metric }).getByRole("radio", { name: value, exact: true }).click();

test("a visitor builds a CVSS v3.1 and a v4.0 vector with the calculators", async ({ page }) => {
  await page.goto("/tools/cvss");
  await expect(page.getByRole("heading", { level: 1, name: "CVSS calculator" })).toBeVisible();
  await expect(score(page)).toHaveText(/0\.0\s*None/);

  await choose(page, "Scope (S)", "Changed");
  await choose(page, "Privileges Required (PR)", "Low");
  await choose(page, "Confidentiality (C)", "High");
  await choose(page, "Integrity (I)", "Low");
  await choose(page, "Availability (A)", "High");
  const vector = page.getByRole("textbox", { name: "Vector" });
  await expect(vector).toHaveValue("CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:L/A:H");
  await expect(score(page)).toHaveText(/9\.9\s*Critical/);
  await expect(page).toHaveURL(/vector=CVSS%3A3\.1%2F/);
  await shot(page, "cvss-v31");

  // Keyboard: Tab reaches the chosen value of a group, arrows move the choice.
  await page
    .getByRole("radiogroup", { name: "Attack Vector (AV)" })
    .getByRole("radio", { name: "Network" })
    .focus();
  await page.keyboard.press("ArrowRight");
  await expect(vector).toHaveValue(/AV:A/);
  await expect(score(page)).toHaveText(/8\.9\s*High/);

  await page.getByRole("tab", { name: "CVSS v4.0" }).click();
  await expect(score(page)).toHaveText(/0\.0\s*None/);
  await choose(page, "Confidentiality (VC)", "High");
  await choose(page, "Integrity (VI)", "High");
  await choose(page, "Availability (VA)", "High");
  await expect(vector).toHaveValue("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N");
  await expect(score(page)).toHaveText(/9\.3\s*Critical/);
  await choose(page, "User Interaction (UI)", "Active");
  await expect(score(page)).toHaveText(/8\.6\s*High/);
  await shot(page, "cvss-v40");

  // Pasting: a malformed vector is refused with its reason; a valid one sets the buttons.
  await vector.fill("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N");
  await expect(page.getByText("Missing base metric: SA.")).toBeVisible();
  await shot(page, "cvss-v40-invalid");
  await vector.fill("CVSS:4.0/AV:L/AC:H/AT:P/PR:H/UI:P/VC:L/VI:L/VA:N/SC:N/SI:N/SA:N");
  await expect(score(page)).toHaveText(/1\.0\s*Low/);
});

test("a signed-in hunter finds SQL Injection with the picker and opens its vector in the calculator", async ({
  page,
}) => {
  await signUpAndOnboard(page, "picker");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Vulnerability types" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Vulnerability types" })).toBeVisible();

  await page.getByRole("combobox", { name: "Vulnerability type" }).fill("SQL inj");
  await shot(page, "vrt-search");
  await page.getByRole("option", { name: /^SQL Injection/ }).click();
  const details = page.getByRole("region", { name: "SQL Injection" });
  await expect(details.getByText("P1")).toBeVisible();
  await expect(details.getByText("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:L/A:N")).toBeVisible();
  await expect(page).toHaveURL(/type=server_side_injection\.sql_injection/);
  await shot(page, "vrt-selected");

  await details.getByRole("link", { name: "Open in the CVSS calculator" }).click();
  await expect(page.getByRole("textbox", { name: "Vector" })).toHaveValue(
    "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:L/A:N",
  );
  await expect(score(page)).toHaveText(/8\.2\s*High/);
});

test.describe("in Japanese and the dark theme of the visitor's system", () => {
  test.use({ locale: "ja-JP", colorScheme: "dark" });

  test("the tools and the About page read in Japanese, dark", async ({ page }) => {
    await page.goto(
      "/tools/cvss?vector=CVSS%3A4.0%2FAV%3AN%2FAC%3AL%2FAT%3AN%2FPR%3AN%2FUI%3AN%2FVC%3AH%2FVI%3AH%2FVA%3AH%2FSC%3AN%2FSI%3AN%2FSA%3AN",
    );
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    await expect(score(page)).toHaveText(/9\.3\s*緊急/);
    await shot(page, "cvss-v40-ja-dark");

    await page.goto("/tools/taxonomy?type=server_side_injection.sql_injection");
    await expect(page.getByRole("region", { name: "SQLインジェクション" })).toBeVisible();
    await shot(page, "vrt-ja-dark");

    await page.goto("/tools/taxonomy");
    const firstCategory = page.getByRole("treeitem").first();
    await firstCategory.click();
    await expect(firstCategory).toHaveAttribute("aria-expanded", "true");
    await shot(page, "vrt-tree-ja-dark");

    await page.goto("/about");
    await expect(page.getByText(/Bugcrowd VRT v1\.14\.1/)).toBeVisible();
    await shot(page, "about-ja-dark");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, locale: "fr-FR" });

  test("the calculator and the picker fit a 375 px screen, in French", async ({ page }) => {
    await page.goto("/tools/cvss");
    await expect(page.getByRole("heading", { level: 1, name: "Calculateur CVSS" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("textbox", { name: "Vecteur" }).fill("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H");
    await expect(page.getByText("Métrique de base manquante : A.", { exact: false })).toBeVisible();
    await shot(page, "cvss-phone-fr");

    await page.goto("/tools/taxonomy");
    await page.getByRole("combobox").fill("injection sql");
    await expect(page.getByRole("option", { name: /^Injection SQL/ })).toBeVisible();
    await shot(page, "vrt-phone-fr");
  });
});

test("the About page credits the taxonomy and CVSS", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByText("CVSS is owned by FIRST and used by permission.")).toBeVisible();
  await expect(
    page.getByText("Vulnerability taxonomy: Bugcrowd VRT v1.14.1, Apache-2.0", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "license text" })).toHaveAttribute(
    "href",
    "https://github.com/bugcrowd/vulnerability-rating-taxonomy/blob/v1.14.1/LICENSE.md",
  );
  await shot(page, "about");
});
