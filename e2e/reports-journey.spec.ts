import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, setSettings, shot, signedIn, signUpAndOnboard } from "./support/helpers.ts";

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its public bug bounty, Lucas
// (triage) manages its vdp only, Noah is another hunter.
const PROGRAM = "acme-bug-bounty";
const MANAGER = "aiko@demo.bounty.localhost";
const OTHER_PROGRAM_MANAGER = "lucas@demo.bounty.localhost";
const OTHER_HUNTER = "noah@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(300_000) });

/** A screenshot from the top of the page, in the theme, language and size asked for. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** A file of `size` bytes that starts as a PNG, named `name`. */
const pngFile = (name: string, size: number) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(size - 8, 7),
  ]),
});

test("a hunter reports to a public bug bounty; its manager finds and exports it; nobody else sees it", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `SSRF in the webhook tester ${stamp}`;

  // A new hunter finds the public bug bounty and accepts its guideline.
  await signUpAndOnboard(page, "reporter");
  await page.locator(`a[href="/programs/${PROGRAM}"]`).first().click();
  await page.getByRole("button", { name: "Accept the guideline" }).click();
  await page.getByRole("link", { name: "Submit a report" }).click();
  await expect(page).toHaveURL(new RegExp(`/programs/${PROGRAM}/submit$`));
  const submit = page.getByRole("button", { name: "Submit report" });
  await expect(submit).toBeDisabled();

  // The form: title, the program's only scope, a type, a CVSS severity, the description, two files.
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("combobox", { name: "Vulnerability type" }).fill("Server-Side Request Forgery");
  await page
    .getByRole("option", { name: /^Internal High Impact/ })
    .first()
    .click();
  await page.getByText("CVSS 3.1", { exact: true }).click();
  for (const [metric, value] of [
    ["Privileges Required (PR)", "Low"],
    ["Confidentiality (C)", "High"],
    ["Integrity (I)", "Low"],
  ]) {
    await page
      .getByRole("radiogroup", { name: metric! })
      .getByRole("radio", { name: value!, exact: true })
      .click();
  }
  const description = page.getByRole("textbox", { name: "Description" });
  await description.fill(
    `## Summary\nThe webhook tester fetches internal addresses: 内部ネットワークへの脆弱性 ${stamp}.\n\n1. Set the URL to http://169.254.169.254/\n2. Press **Test**.`,
  );
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(
    page.getByRole("tabpanel", { name: "Preview" }).getByRole("heading", { name: "Summary" }),
  ).toBeVisible();
  await page.getByRole("tab", { name: "Write" }).click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Attachments" }).click();
  await (await chooser).setFiles([pngFile("request.png", 900_000), pngFile("response.png", 900_000)]);
  await page.getByRole("checkbox", { name: "I agree to the terms of this program." }).check();
  await expect(submit).toBeEnabled();
  await snap(page, "report-submit-filled");

  // The upload is slowed so its progress can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400_000,
  });
  await submit.click();
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await snap(page, "report-submit-uploading");
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/, { timeout: scaled(60_000) });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const reportUrl = page.url();
  const reportId = reportUrl.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const facts = page.getByRole("complementary", { name: "Report details" });
  await expect(facts.getByText("High 7.1")).toBeVisible();
  const files = page.getByRole("region", { name: "Attachments" });
  await expect(files.getByRole("button", { name: "request.png", exact: true })).toBeVisible();
  await expect(files.getByRole("button", { name: "response.png", exact: true })).toBeVisible();
  await snap(page, "report-page-hunter-light");

  // Their list holds it, and a Japanese substring finds it.
  await page.goto("/reports");
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.getByRole("textbox", { name: "Search reports" }).fill("脆弱");
  await expect(page).toHaveURL(/s=%E8%84%86%E5%BC%B1/);
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.getByRole("textbox", { name: "Search reports" }).fill("ない言葉");
  await expect(page.getByText("No Reports Found")).toBeVisible();
  await page.goto("/reports");
  await snap(page, "reports-hunter-light");
  await setSettings(page, { theme: "dark" });
  await snap(page, "reports-hunter-dark");
  await page.goto(reportUrl);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await snap(page, "report-page-hunter-dark");
  await setSettings(page, { theme: "light", language: "ja" });
  await expect(page.getByRole("complementary", { name: "レポートの詳細" })).toBeVisible();
  await snap(page, "report-page-hunter-ja");
  await setSettings(page, { language: "fr" });
  await page.goto("/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Rapports" })).toBeVisible();
  await snap(page, "reports-hunter-fr");
  await setSettings(page, { language: "en" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(reportUrl);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await snap(page, "report-page-hunter-phone");

  // The program's manager sees it in the organization's list, filtered, and exports it.
  const manager = await signedIn(browser, MANAGER);
  const orgId = (
    await (
      await manager.request.get(`/api/programs/${PROGRAM}`, { headers: await authHeaders(manager) })
    ).json()
  ).data.organization.id;
  await manager.goto(`/organizations/${orgId}/reports?status=new`);
  const row = manager.getByRole("link", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await manager.goto(`/organizations/${orgId}/reports?status=resolved`);
  await expect(manager.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  await manager.goto(`/organizations/${orgId}/reports?s=${encodeURIComponent(stamp)}`);
  await expect(row).toBeVisible();
  // Aiko reads the product in Japanese; the rest of her steps are in English.
  await snap(manager, "reports-org-ja");
  await setSettings(manager, { language: "en" });
  await expect(row).toBeVisible();
  await snap(manager, "reports-org-light");
  const download = manager.waitForEvent("download");
  await manager.getByRole("button", { name: /^Export \(1\)$/ }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv.startsWith("\uFEFFnumber,title,")).toBe(true);
  expect(csv).toContain(title);
  await row.click();
  await expect(manager).toHaveURL(new RegExp(`/organizations/${orgId}/reports/${reportId}$`));
  await expect(manager.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The manager answers the hunter (Ctrl+Enter sends) and leaves the team an internal note (Enter).
  const reply = manager.getByRole("textbox", { name: "Message" });
  await reply.fill("We reproduced it on staging.");
  await reply.press("Enter");
  await reply.press("Control+Enter");
  await expect(
    manager.getByRole("article", { name: /^Message from / }).getByText("We reproduced it on staging."),
  ).toBeVisible();
  await manager.locator("label", { hasText: /^Internal note$/ }).click();
  const note = manager.getByRole("textbox", { name: "Internal note" });
  await note.fill(`Internal canary ${stamp}`);
  await note.press("Enter");
  await expect(manager.getByRole("article", { name: /^Internal note from / })).toContainText(stamp);
  await snap(manager, "report-page-org-light");
  await setSettings(manager, { theme: "dark" });
  await snap(manager, "report-page-org-dark");
  // The short link sends the staff to the organization's page.
  const number = (
    await (
      await manager.request.get(`/api/reports/${reportId}`, { headers: await authHeaders(manager) })
    ).json()
  ).data.number;
  await manager.goto(`/ref/${PROGRAM}/${number}`);
  await expect(manager).toHaveURL(new RegExp(`/organizations/${orgId}/reports/${reportId}$`));

  // The hunter reads the answer, never the note.
  await page.goto(reportUrl);
  await expect(page.getByText("We reproduced it on staging.")).toBeVisible();
  await expect(page.getByText(`Internal canary ${stamp}`)).toHaveCount(0);
  await page.getByRole("region", { name: "Conversation" }).scrollIntoViewIfNeeded();
  await shot(page, "report-conversation-hunter-phone");

  // Another hunter, a member managing another program, another organization's admin: none of it.
  const noah = await signedIn(browser, OTHER_HUNTER);
  await noah.goto("/reports");
  await expect(noah.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(noah.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  await noah.goto(reportUrl);
  await expect(noah.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
  await noah.goto(`/ref/${PROGRAM}/${number}`);
  await expect(noah.getByRole("heading", { name: "This page does not exist" })).toBeVisible();

  const lucas = await signedIn(browser, OTHER_PROGRAM_MANAGER);
  await setSettings(lucas, { language: "en" });
  await lucas.goto(`/organizations/${orgId}/reports`);
  await expect(lucas.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(lucas.getByRole("link", { name: /クリックジャッキング/ })).toBeVisible();
  await expect(lucas.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  await lucas.goto(`/organizations/${orgId}/reports/${reportId}`);
  await expect(lucas.getByRole("heading", { name: "This page does not exist" })).toBeVisible();

  const outsider = await (await browser.newContext()).newPage();
  await signUpAndOnboard(outsider, "outsider");
  const created = await outsider.request.post("/api/organizations", {
    headers: await authHeaders(outsider),
    data: { name: `Other Org ${stamp}` },
  });
  expect(created.status()).toBe(201);
  const otherOrgId = (await created.json()).data.id;
  await outsider.goto(`/organizations/${otherOrgId}/reports`);
  await expect(outsider.getByText("No Reports Found")).toBeVisible();
  await outsider.goto(`/organizations/${orgId}/reports/${reportId}`);
  await expect(outsider.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
  await outsider.goto(reportUrl);
  await expect(outsider.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
});
