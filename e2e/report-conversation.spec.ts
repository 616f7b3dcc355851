import { expect, scaled, test } from "./support/fixtures.ts";
import {
  authHeaders,
  sendDemoReport,
  setSettings,
  shot,
  signedIn,
  signUpAndOnboard,
} from "./support/helpers.ts";

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its public bug bounty.
const MANAGER = "aiko@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(300_000) });

const png = {
  name: "proof.png",
  mimeType: "image/png",
  // A 1×1 PNG, so the lightbox shows a real image.
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
};
const pdf = { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n% proof\n") };

test("the hunter and the manager talk on a report; notes stay inside; the duplicate's hunter is told", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const canary = `note-canary-${stamp}`;

  // Two hunters: one sends the original, the other the later report this journey follows.
  const first = await (await browser.newContext()).newPage();
  await signUpAndOnboard(first, "original");
  const original = await sendDemoReport(first, `Privilege escalation via cookie ${stamp}`);
  await signUpAndOnboard(page, "talker");
  const report = await sendDemoReport(page, `Admin panel reachable with a forged cookie ${stamp}`);
  const orgId = report.program.organization.id;

  // The manager has the report open before the hunter writes.
  const manager = await signedIn(browser, MANAGER);
  await setSettings(manager, { language: "en", theme: "light" });
  await manager.goto(`/organizations/${orgId}/reports/${report.id}`);
  await expect(manager.getByRole("region", { name: "Triage" })).toBeVisible();

  // The hunter writes, attaching an image and a PDF, then fixes a typo.
  await page.goto(`/reports/${report.id}`);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("Here is the proof, with a screnshot.");
  await page.locator('input[type="file"]').setInputFiles([png, pdf]);
  await box.press("Control+Enter");
  const mine = page.getByRole("article", { name: /^Message from / });
  await expect(mine.getByRole("button", { name: "proof.png", exact: true })).toBeVisible();
  // An image shows as a thumbnail too, drawn from its bytes.
  await expect(mine.getByRole("button", { name: "Open proof.png" }).locator("img")).toBeVisible();
  await mine.getByRole("button", { name: "Message actions" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await mine.getByRole("textbox", { name: "Edit the message" }).fill("Here is the proof, with a screenshot.");
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(mine.getByText("Here is the proof, with a screenshot.")).toBeVisible();
  await mine.getByRole("button", { name: "edited" }).click();
  const history = page.getByRole("dialog", { name: "Edit history" });
  await expect(history.getByText("Here is the proof, with a screnshot.")).toBeVisible();
  await page.keyboard.press("Escape");

  // The manager sees it without reloading, and previews the image.
  const theirs = manager.getByRole("article", { name: /^Message from / });
  await expect(theirs.getByText("Here is the proof, with a screenshot.")).toBeVisible({
    timeout: scaled(15_000),
  });
  await theirs.getByRole("button", { name: "proof.png", exact: true }).click();
  const lightbox = manager.getByRole("dialog", { name: "proof.png" });
  await expect(lightbox.getByRole("img", { name: "proof.png" })).toBeVisible();
  await manager.keyboard.press("Escape");
  await theirs.getByRole("button", { name: "notes.pdf" }).click();
  await expect(manager.getByText("Attachment format not supported in preview")).toBeVisible();
  await manager.keyboard.press("Escape");

  // An internal note, the priority, the organization's severity, then the duplicate with its reason.
  await manager.locator("label", { hasText: /^Internal note$/ }).click();
  const note = manager.getByRole("textbox", { name: "Internal note" });
  await note.fill(canary);
  // Issue 47: `r` never turns a note that holds text into a reply: the composer stays a note and says why.
  await manager.locator("body").click({ position: { x: 5, y: 300 } });
  await manager.keyboard.press("r");
  await expect(
    manager.getByText("This internal note holds text: send or discard it before writing a reply."),
  ).toBeVisible();
  await expect(note).toBeFocused();
  await expect(note).toHaveValue(canary);
  await note.press("Enter");
  await expect(manager.getByRole("article", { name: /^Internal note from / })).toContainText(canary);
  const triage = manager.getByRole("region", { name: "Triage" });
  await triage.getByRole("combobox", { name: "Priority" }).click();
  await manager.getByRole("option", { name: "P1" }).click();
  await expect(manager.getByRole("article", { name: /set the priority to P1/ })).toBeVisible();
  await triage.getByRole("button", { name: "Set" }).click();
  const severity = manager.getByRole("dialog", { name: "The organization's severity" });
  await severity.getByText("Custom", { exact: true }).click();
  await severity.getByRole("combobox", { name: "Custom severity" }).click();
  await manager.getByRole("option", { name: "High" }).click();
  await severity.getByRole("button", { name: "Save" }).click();
  await expect(
    manager.getByRole("article", { name: /set the organization's severity to High/ }),
  ).toBeVisible();
  await triage.getByRole("combobox", { name: "State" }).click();
  await manager.getByRole("option", { name: /^Duplicate/ }).click();
  const reject = manager.getByRole("dialog", { name: "Move the report to Duplicate" });
  // The original is picked by its number (the likely ones are offered first).
  await expect(reject.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(reject.getByText("Pick the original report.")).toBeVisible();
  await reject.getByRole("combobox", { name: /Original report/ }).fill(`#${original.number}`);
  await manager
    .getByRole("option", { name: `#${original.number} Privilege escalation via cookie ${stamp}` })
    .click();
  await reject.getByRole("textbox", { name: /Reason/ }).fill("Reported two days earlier by another hunter.");
  await reject.getByRole("button", { name: "Save" }).click();
  await expect(manager.getByText("Moved report into Duplicate stage")).toBeVisible();
  await shot(manager, "report-conversation-org-light");
  await setSettings(manager, { theme: "dark" });
  await shot(manager, "report-conversation-org-dark");

  // The hunter reads the reason and the original's number live, never the note.
  await expect(page.getByText("Reported two days earlier by another hunter.")).toBeVisible({
    timeout: scaled(15_000),
  });
  await expect(
    page.getByRole("complementary", { name: "Report details" }).getByText(`#${original.number}`),
  ).toBeVisible();
  await expect(page.getByText(canary)).toHaveCount(0);
  await expect(page.getByText(/set the priority/)).toHaveCount(0);

  // The original is resolved: the duplicate's hunter is told on the page, live.
  const resolved = await manager.request.patch(`/api/reports/${original.id}`, {
    headers: await authHeaders(manager),
    data: { state: "resolved" },
  });
  expect(resolved.ok()).toBe(true);
  await expect(page.getByText(`The original report #${original.number} was resolved`)).toBeVisible({
    timeout: scaled(15_000),
  });
  const html = await page.content();
  expect(html).not.toContain(canary);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "report-conversation-hunter-phone-light");
  await setSettings(page, { language: "ja" });
  await expect(page.getByRole("region", { name: "会話" })).toBeVisible();
  await shot(page, "report-conversation-hunter-ja");
  await setSettings(page, { language: "fr" });
  await expect(page.getByRole("region", { name: "Conversation" })).toBeVisible();
  await shot(page, "report-conversation-hunter-fr");
});
