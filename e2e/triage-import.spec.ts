import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, setSettings, shot, signedIn } from "./support/helpers.ts";

// Issue 33: Sam, the demo organization's admin, imports reports into the triaged demo bug bounty
// (apps/api/src/db/seed-triage.ts): one through the form with a file, then a CSV refused for one
// wrong line and accepted whole once fixed; Lucas, its triager, finds them in the queue as imported.
const ADMIN = "sam@demo.bounty.localhost";
const TRIAGER = "lucas@demo.bounty.localhost";
const SCOPE = "https://app.acme.example";
const VRT = "cross_site_scripting_xss.stored.self";

test.describe.configure({ timeout: scaled(120_000) });

test("the admin imports a report with a file, then a CSV refused for a wrong line and accepted once fixed", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const page = await signedIn(browser, ADMIN);
  await page.setViewportSize({ width: 1400, height: 900 });
  await setSettings(page, { language: "en", theme: "light" });
  const headers = await authHeaders(page);
  const program = (await (await page.request.get("/api/programs/acme-bug-bounty", { headers })).json()).data;
  const base = `/organizations/${program.organization.id}/programs/${program.id}`;

  await page.goto(base);
  await page.getByRole("tab", { name: "Import" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/import$`));
  const importButton = page.getByRole("button", { name: "Import report" });
  await expect(importButton).toBeDisabled();
  await page.getByRole("textbox", { name: "Title" }).fill(`Imported ${stamp} stored XSS`);
  await page.getByRole("combobox", { name: "Vulnerability type" }).fill("Stored");
  await page.getByRole("option", { name: /^Self/ }).first().click();
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Received by e-mail on 2026-11-02 from a customer.");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Attachments" }).click();
  await (await chooser).setFiles({
    name: "mail.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("From: a customer"),
  });
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "import-one-light");
  await importButton.click();
  const toast = page.getByTestId("import-toast-link");
  await expect(toast).toHaveText("The Report was imported successfully. Click To View");
  await toast.click();
  await expect(page.getByRole("heading", { name: `Imported ${stamp} stored XSS` })).toBeVisible();
  await expect(page.getByText("Imported (no hunter)")).toBeVisible();
  await expect(page.getByRole("button", { name: "mail.txt" }).first()).toBeVisible();

  // A CSV with one wrong line imports nothing and lists it; the fixed file imports all three.
  await page.goto(`${base}/import`);
  await page.getByRole("tab", { name: "From a CSV file" }).click();
  const header = "title,description,scope,vulnerability_type,severity";
  const rows = (scope: string) => [
    `CSV ${stamp} one,"Found in the search, by ""q""",${SCOPE},${VRT},high`,
    `CSV ${stamp} two,Second.,${scope},${VRT},`,
    `CSV ${stamp} three,Third.,${SCOPE},${VRT},low`,
  ];
  const upload = async (scope: string) => {
    const picker = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "CSV file" }).click();
    await (await picker).setFiles({
      name: "reports.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([header, ...rows(scope)].join("\r\n")),
    });
    await page.getByRole("button", { name: "Import the file" }).click();
  };
  await upload("https://nowhere.example");
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was imported" })).toContainText(
    "1 of 3 rows cannot be imported",
  );
  const errors = page.getByTestId("import-errors");
  await expect(errors.getByRole("row")).toHaveCount(2);
  await expect(errors).toContainText("No scope of this program has this identifier.");
  await expect(errors.getByRole("cell").first()).toHaveText("3");
  await shot(page, "import-csv-refused-light");
  await upload(SCOPE);
  await expect(page.getByRole("status").filter({ hasText: "Imported" })).toContainText(
    "3 reports were imported",
  );

  // The triager finds them in the queue; the detail says imported.
  const triager = await signedIn(browser, TRIAGER);
  await setSettings(triager, { language: "ja", theme: "dark" });
  await triager.goto(`/triage/${program.id}/reports`);
  await expect(triager.getByTestId("triage-row").filter({ hasText: `CSV ${stamp}` })).toHaveCount(3);
  await triager.getByRole("link", { name: new RegExp(`Imported ${stamp} stored XSS`) }).click();
  await expect(triager.getByTestId("triage-imported")).toBeVisible();

  // The page on a phone, in French and dark.
  await setSettings(page, { language: "fr", theme: "dark" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/import`);
  await expect(page.getByRole("button", { name: "Importer le rapport" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "import-phone-fr-dark");
});
