import type { Page } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, sendDemoReport, signUpAndOnboard } from "./support/helpers.ts";

// Spec 2 §7 and issue 15: an HTML page or an SVG a hunter uploads must never run as our origin —
// not in the lightbox, not on download, not opened as a link with a valid token, not in a frame.
// Each file tries three things a running script would leave behind: a flag in our origin's
// localStorage, a changed title and an alert.

test.describe.configure({ timeout: scaled(180_000) });

const attack = (label: string) =>
  `localStorage.setItem("pwned","${label}");document.title="pwned ${label}";alert("${label}")`;
const html = {
  name: "exploit.html",
  mimeType: "text/html",
  buffer: Buffer.from(
    `<!doctype html><html><body onload='${attack("html-onload")}'><script>${attack("html")}</script></body></html>`,
  ),
};
const svg = {
  name: "exploit.svg",
  mimeType: "image/svg+xml",
  buffer: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" onload='${attack("svg-onload")}'><script>${attack("svg")}</script></svg>`,
  ),
};

/** Nothing a script of the files would do happened in the app's origin. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("pwned"))).toBeNull();
  expect(await page.title()).not.toContain("pwned");
}

test("uploaded HTML and SVG files never run as our site", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUpAndOnboard(page, "uploader");
  // From here on no file may open a window of its own.
  const popups: string[] = [];
  page.context().on("page", (opened) => popups.push(opened.url()));
  const report = await sendDemoReport(page, `Files that try to run ${Date.now().toString(36)}`);
  await page.goto(`/reports/${report.id}`);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("Two files that should stay inert.");
  await page.locator('input[type="file"]').setInputFiles([html, svg]);
  await box.press("Control+Enter");
  const message = page.getByRole("article", { name: /^Message from / });
  await expect(message.getByRole("button", { name: svg.name })).toBeVisible();

  // The lightbox shows neither: no frame, object, image or video of theirs, only the download.
  for (const file of [html, svg]) {
    await message.getByRole("button", { name: file.name }).click();
    const lightbox = page.getByRole("dialog", { name: file.name });
    await expect(lightbox.getByText("Attachment format not supported in preview")).toBeVisible();
    await expect(lightbox.locator("iframe, object, embed, img, video")).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      lightbox.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.name);
    await page.keyboard.press("Escape");
  }
  await expectNothingRan(page, dialogs);

  // The worst case: the files' own addresses, opened in the tab and in a frame with a valid token.
  const headers = await authHeaders(page);
  const messages = await (await page.request.get(`/api/messages?report=${report.id}`, { headers })).json();
  const urls: string[] = messages.data
    .flatMap((m: { attachments: { url: string }[] }) => m.attachments)
    .map((a: { url: string }) => a.url);
  expect(urls).toHaveLength(2);
  for (const url of urls) {
    const res = await page.request.get(url, { headers });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["content-security-policy"]).toContain("sandbox");
  }
  await page.context().setExtraHTTPHeaders(headers);
  for (const url of urls) {
    const downloaded = page.waitForEvent("download", { timeout: scaled(15_000) });
    // Chromium answers a download with an aborted navigation, not a page.
    await page.goto(url).catch(() => undefined);
    await downloaded;
  }
  await page.goto(`/reports/${report.id}`);
  await expect(message.getByRole("button", { name: svg.name })).toBeVisible();
  for (const url of urls) {
    await page.evaluate(async (src) => {
      const frame = document.createElement("iframe");
      frame.src = src;
      document.body.append(frame);
      await new Promise((done) => setTimeout(done, 1_500));
    }, url);
  }
  await page.context().setExtraHTTPHeaders({});
  await expectNothingRan(page, dialogs);
  expect(popups).toEqual([]);
});
