import { readFile } from "node:fs/promises";
import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import {
  authHeaders,
  sendDemoReport,
  setSettings,
  shot,
  signedIn,
  signUpAndOnboard,
} from "./support/helpers.ts";
import { signInAsStaff } from "./support/program-steps.ts";

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its funded bug bounty.
const MANAGER = "aiko@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(240_000) });

test("a rewarded hunter fills their details and withdraws ¥10,000; staff export and pay it; the hunter sees it paid", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const hunterName = await signUpAndOnboard(page, "payee");
  const report = await sendDemoReport(page, `Stored XSS in the invoice notes ${stamp}`);

  // The manager's reward (the rewards journey drives the dialog itself).
  const manager = await signedIn(browser, MANAGER);
  const rewarded = await manager.request.post(`/api/reports/${report.id}/rewards`, {
    headers: { ...(await authHeaders(manager)), "idempotency-key": crypto.randomUUID() },
    data: { amount: 25_000, description: "Thank you" },
  });
  expect(rewarded.status(), await rewarded.text()).toBe(201);

  await page.goto("/programs?settings=financial");
  const settings = page.getByRole("dialog", { name: "Settings" });
  await expect(settings.getByTestId("balance")).toHaveText("¥25,000");
  const history = settings.getByTestId("movements");
  await expect(history.getByRole("row", { name: /Reward/ })).toContainText("+¥25,000");

  // Without details, the withdrawal says what is missing.
  await settings.getByRole("button", { name: "Withdraw" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw" });
  await expect(
    dialog.getByText("Fill in your private information and your payment method below before withdrawing."),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await settings.getByLabel(/Full name/).fill("Ada Lovelace");
  await settings.getByLabel(/Address line 1/).fill("1-2-3 Shibuya");
  await settings.getByLabel(/Postcode/).fill("150-0002");
  await settings.getByLabel(/City/).fill("Tokyo");
  await settings.getByPlaceholder("Select a country").click();
  await page.getByRole("option", { name: "Japan" }).click();
  await settings.getByRole("button", { name: "Save private information" }).click();
  await expect(page.getByText("Success").first()).toBeVisible();
  await settings.getByText("Bank transfer", { exact: true }).click();
  await settings.getByRole("textbox", { name: "IBAN" }).fill("JP00 1234 5678 9012");
  await settings.getByRole("textbox", { name: "BIC / Swift / IFSC" }).fill("MHCBJPJT");
  await settings.getByRole("button", { name: "Save payment method" }).click();

  // The money is in the navigation: the Earnings page, with the credits by the program's name.
  await page.goto("/programs");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Earnings" })
    .click();
  await expect(page).toHaveURL(/\/earnings$/);
  await expect(page.getByRole("heading", { name: "Earnings", level: 1 })).toBeVisible();
  await expect(page.getByTestId("credits").getByRole("link", { name: "Acme Bug Bounty" })).toBeVisible();
  const earned = page.getByTestId("movements");
  await page.getByRole("button", { name: "Withdraw" }).click();
  const amount = dialog.getByRole("textbox", { name: /Amount in yen/ });
  await expect(amount).toHaveValue("¥25,000");
  await amount.fill("9999");
  await amount.blur();
  await expect(dialog.getByText("Withdraw a whole number of yen, at least ¥10,000.")).toBeVisible();
  await amount.fill("10000");
  await shot(page, "payouts-withdraw-light", { fullPage: false });
  expect.soft(await seriousViolations(page), "the withdrawal dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("¥10,000 is on its way: transfers go out every Friday.")).toBeVisible();
  await expect(page.getByTestId("balance")).toHaveText("¥15,000");
  await expect(earned.getByRole("row", { name: /Withdrawal/ })).toContainText("Transfer pending");
  await expect(earned.getByRole("row", { name: /Withdrawal/ })).toContainText("-¥10,000");
  await earned.scrollIntoViewIfNeeded();
  await shot(page, "payouts-hunter-pending-light");

  // Platform staff: the batch as CSV, then the transfer marked paid.
  const staff = await (await browser.newContext()).newPage();
  await signInAsStaff(staff);
  await setSettings(staff, { language: "en", theme: "light" });
  await staff.goto("/staff");
  const payouts = staff.getByRole("region", { name: "Payouts" });
  const item = payouts.getByTestId(/^payout-/).filter({ hasText: `@${hunterName}` });
  await expect(item).toContainText("¥10,000");
  await expect(item).toContainText("IBAN JP00 1234 5678 9012 · BIC/Swift/IFSC MHCBJPJT");
  const download = staff.waitForEvent("download");
  await payouts.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payouts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv).toContain(`,10000,${hunterName},`);
  expect(csv).toContain("Ada Lovelace,1-2-3 Shibuya,,150-0002,Tokyo,JP,bank,,JP00 1234 5678 9012,MHCBJPJT");
  await shot(staff, "payouts-staff-light");
  expect.soft(await seriousViolations(staff), "the staff page").toEqual([]);
  await item.getByRole("button", { name: "Mark paid" }).click();
  // Confirmed with the amount and where it goes; the toast says what was done.
  const confirm = staff.getByRole("dialog", { name: "Mark the payout paid?" });
  await expect(confirm.getByTestId("payout-decision")).toContainText("JP00 1234 5678 9012");
  await confirm.getByRole("button", { name: "Mark paid" }).click();
  await expect(staff.getByText(/^Payout of .* marked paid$/)).toBeVisible();
  await expect(item).toHaveCount(0);
  await payouts.getByText("Paid", { exact: true }).click();
  await expect(payouts.getByTestId(/^payout-/).filter({ hasText: `@${hunterName}` })).toContainText("Paid");
  await setSettings(staff, { theme: "dark" });
  await staff.getByRole("region", { name: "Payouts" }).getByText("Paid", { exact: true }).click();
  await expect(
    staff
      .getByRole("region", { name: "Payouts" })
      .getByTestId(/^payout-/)
      .first(),
  ).toBeVisible();
  await shot(staff, "payouts-staff-dark");

  // The hunter sees it paid.
  await page.reload();
  await expect(earned.getByRole("row", { name: /Withdrawal/ })).toContainText("Paid");
  await earned.scrollIntoViewIfNeeded();
  await shot(page, "payouts-hunter-paid-light");
  await setSettings(page, { theme: "dark" });
  await expect(earned.getByRole("row", { name: /Withdrawal/ })).toContainText("Paid");
  await earned.scrollIntoViewIfNeeded();
  await shot(page, "payouts-hunter-paid-dark");
  expect.soft(await seriousViolations(page), "the Earnings page, dark").toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("balance")).toHaveText("¥15,000");
  await earned.scrollIntoViewIfNeeded();
  await shot(page, "payouts-hunter-phone-dark");
  await setSettings(page, { language: "ja", theme: "light" });
  await expect(page.getByRole("heading", { name: "収益", level: 1 })).toBeVisible();
  await shot(page, "payouts-hunter-ja");
  await setSettings(page, { language: "fr" });
  await expect(page.getByText("Historique")).toBeVisible();
  await shot(page, "payouts-hunter-fr");
});
