import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, setSettings, shot, signedIn } from "./support/helpers.ts";
import { signInAsStaff } from "./support/program-steps.ts";

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its internal red-team program,
// paid by licence since last month, whose invoice the worker issued.
const MANAGER = "aiko@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(180_000) });

test("a manager reads the internal program's price and prints last month's invoice; staff mark it paid", async ({
  browser,
}) => {
  const page = await signedIn(browser, MANAGER);
  await setSettings(page, { language: "en", theme: "light" });
  const headers = await authHeaders(page);
  const program = (await (await page.request.get("/api/programs/acme-red-team", { headers })).json()).data;
  const base = `/organizations/${program.organization.id}/programs/${program.id}`;

  await page.goto(base);
  await page.getByRole("tab", { name: "Price" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/price$`));
  await expect(page.getByTestId("monthly-price")).toHaveText("¥49,000");
  await expect(page.getByText("5 licences at ¥9,800 each")).toBeVisible();
  await expect(page.getByText("One more manager keeps it at 5 licences.")).toBeVisible();
  const invoices = page.getByTestId("invoices");
  await expect(invoices.getByRole("row")).toHaveCount(2);
  await expect(invoices).toContainText("Awaiting payment");
  await shot(page, "licences-price-light");
  expect.soft(await seriousViolations(page), "the price page").toEqual([]);

  await invoices.getByRole("button", { name: "View invoice" }).click();
  const invoice = page.getByTestId("invoice-document");
  await expect(invoice).toContainText("Acme Security");
  await expect(invoice).toContainText("¥49,000");
  await expect(invoice).toContainText("Payment by bank transfer only");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await shot(page, "licences-invoice-light");
  // Printed, the invoice stands alone: the navigation, the program's header and tabs are gone.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("tab", { name: "Price" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(invoice).toBeVisible();
  await shot(page, "licences-invoice-print");
  await page.emulateMedia({ media: "screen" });

  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await setSettings(staff, { language: "en", theme: "light" });
  await staff.goto("/staff");
  const section = staff.getByRole("region", { name: "Licence invoices" });
  const item = section.getByTestId(/^invoice-/).filter({ hasText: "Acme Security" });
  await expect(item).toContainText("¥49,000");
  await item.getByRole("button", { name: "Mark paid" }).click();
  await expect(item).toHaveCount(0);
  await shot(staff, "licences-staff-light");

  await page.reload();
  await expect(invoice).toContainText("Paid");
  await setSettings(page, { theme: "dark" });
  await expect(invoice).toBeVisible();
  await shot(page, "licences-invoice-dark");
  await page.getByRole("button", { name: "Back to the price" }).click();
  await expect(page.getByTestId("invoices")).toContainText("Paid");
  await shot(page, "licences-price-dark");
  expect.soft(await seriousViolations(page), "the price page, dark").toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("monthly-price")).toBeVisible();
  await shot(page, "licences-price-phone-dark");
  await setSettings(page, { language: "ja", theme: "light" });
  await expect(page.getByTestId("monthly-price")).toBeVisible();
  await shot(page, "licences-price-ja");
  await setSettings(page, { language: "fr" });
  await expect(page.getByText("5 licences à 9 800 ¥ chacune")).toBeVisible();
  await shot(page, "licences-price-fr");
});
