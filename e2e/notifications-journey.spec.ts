import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import {
  authHeaders,
  freshEmail,
  sendDemoReport,
  shot,
  signedIn,
  signUpAndOnboard,
} from "./support/helpers.ts";

// The demo organization (apps/api/src/db/seed*.ts): Aiko manages its funded bug bounty.
const MANAGER = "aiko@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(180_000) });

test("a rewarded hunter's mail says why it came; its link stops that kind of mail, signed out, and Settings shows it off", async ({
  page,
  browser,
}) => {
  const email = freshEmail("notified");
  await signUpAndOnboard(page, "notified", email);
  const report = await sendDemoReport(page, `Open redirect on the login page ${Date.now().toString(36)}`);

  const manager = await signedIn(browser, MANAGER);
  const rewarded = await manager.request.post(`/api/reports/${report.id}/rewards`, {
    headers: { ...(await authHeaders(manager)), "idempotency-key": crypto.randomUUID() },
    data: { amount: 5_000, description: "Thank you" },
  });
  expect(rewarded.status(), await rewarded.text()).toBe(201);

  // The worker sends it from the outbox: the dev mailbox holds what SMTP would have carried.
  type DevMail = { to: string; subject: string; text: string; headers: Record<string, string> };
  let mail: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails: DevMail[] = (await (await page.request.get("/api/dev/mail")).json()).data;
        mail = mails.find((m) => m.to === email && m.subject.startsWith("You were rewarded ¥5,000"));
        return mail;
      },
      { timeout: scaled(30_000) },
    )
    .toBeTruthy();
  expect(mail!.text).toContain("You get this mail because you sent this report.");
  expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const link = /Stop these mails: (\S+)/.exec(mail!.text)![1]!;

  // Opened from the mail client, signed out.
  const outside = await (await browser.newContext()).newPage();
  await outside.goto(new URL(link).pathname);
  await expect(outside.getByRole("heading", { name: "Stop e-mails: My reports' progress" })).toBeVisible();
  expect(await seriousViolations(outside)).toEqual([]);
  await shot(outside, "unsubscribe-light");
  await outside.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(outside.getByRole("heading", { name: "You will no longer get these e-mails" })).toBeVisible();
  await shot(outside, "unsubscribe-done");
  await outside.setViewportSize({ width: 390, height: 844 });
  await outside.emulateMedia({ colorScheme: "dark" });
  await outside.reload();
  await expect(outside.getByRole("heading", { name: "You will no longer get these e-mails" })).toBeVisible();
  await shot(outside, "unsubscribe-phone");

  // The hunter's Preferences show that switch off, the others on.
  await page.goto("/programs?settings=preferences");
  const settings = page.getByRole("dialog", { name: "Settings" });
  await expect(settings.getByRole("switch", { name: /^My reports' progress/ })).not.toBeChecked();
  await expect(settings.getByRole("switch", { name: /^Replies to my reports/ })).toBeChecked();
  await shot(page, "preferences-notifications");
});
