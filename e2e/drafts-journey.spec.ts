import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, freshEmail, setSettings, shot, signUpAndOnboard } from "./support/helpers.ts";

// Issue 31: a half-written report survives a reload, a pasted screenshot becomes an attachment
// shown as a thumbnail, and the composer keeps its draft too.
const PROGRAM = "acme-bug-bounty";
// A real 1×1 PNG, so the thumbnail is an image the browser draws.
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

test.describe.configure({ timeout: scaled(180_000) });

test("a hunter's half-written report survives a reload; a pasted screenshot is sent and shown as a thumbnail", async ({
  page,
}) => {
  await signUpAndOnboard(page, "drafter", freshEmail("drafter"));
  const headers = await authHeaders(page);
  const bounty = (await (await page.request.get(`/api/programs/${PROGRAM}`, { headers })).json()).data;
  await page.request.post(`/api/programs/${bounty.id}/guideline`, { headers });
  const stamp = Date.now().toString(36);

  await page.goto(`/programs/${PROGRAM}/submit`);
  const title = page.getByRole("textbox", { name: "Title" });
  const description = page.getByRole("textbox", { name: "Description" });
  await title.fill(`Open redirect in the login ${stamp}`);
  await description.fill("## Steps\n1. Open /login?next=https://evil.example\n2. Sign");
  await expect(page.getByText("Draft saved in this browser")).toBeVisible();
  // Submit says what it waits for.
  await expect(page.getByRole("button", { name: "Submit report" })).toBeDisabled();
  await page.reload();
  await expect(title).toHaveValue(`Open redirect in the login ${stamp}`);
  await expect(description).toHaveValue(/2\. Sign$/);
  await expect(page.getByText("Draft saved in this browser")).toBeVisible();

  // A screenshot pasted into the description joins the attachments.
  await description.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "screenshot.png", { type: "image/png" }));
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PIXEL);
  await expect(page.getByText("screenshot.png")).toBeVisible();
  await description.press("Control+End");
  await description.pressSequentially(" in: you land on evil.example.");
  await page.getByRole("checkbox", { name: "I agree to the terms of this program." }).check();
  const submit = page.getByRole("button", { name: "Submit report" });
  const vrt = page.getByRole("combobox", { name: "Vulnerability type" });
  if (!(await submit.isEnabled())) {
    await expect(page.getByText("Pick the vulnerability type.")).toBeVisible();
    await vrt.fill("Open Redirect");
    await page.getByRole("option").first().click();
  }
  await shot(page, "report-draft-restored");
  expect(await seriousViolations(page)).toEqual([]);
  await submit.click();
  await expect(page).toHaveURL(/\/reports\/[0-9a-f-]{36}$/, { timeout: scaled(60_000) });
  const thumbnail = page.getByTestId("attachment-thumbnail").first();
  await expect(thumbnail.locator("img")).toBeVisible();
  expect(await thumbnail.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await thumbnail.click();
  await expect(page.getByRole("dialog", { name: "screenshot.png" }).locator("img")).toBeVisible();
  await page.keyboard.press("Escape");

  // Sent: the form starts afresh.
  await page.goto(`/programs/${PROGRAM}/submit`);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("");
  await page.goBack();

  // The composer keeps its draft across a reload, until it is discarded.
  const message = page.getByRole("textbox", { name: "Message" });
  await message.fill("One more detail: the next parameter also takes");
  await expect(page.getByTestId("draft-saved")).toBeVisible();
  await page.reload();
  await expect(message).toHaveValue("One more detail: the next parameter also takes");
  await setSettings(page, { theme: "dark" });
  await expect(message).toHaveValue("One more detail: the next parameter also takes");
  await shot(page, "report-composer-draft-dark");
  await page.getByRole("button", { name: "Discard draft" }).click();
  await expect(message).toHaveValue("");
  await page.reload();
  await expect(message).toHaveValue("");
  await setSettings(page, { theme: "light" });
});
