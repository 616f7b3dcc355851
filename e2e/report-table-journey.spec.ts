import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import {
  authHeaders,
  freshEmail,
  sendDemoReport,
  setSettings,
  shot,
  signedIn,
  signUpAndOnboard,
} from "./support/helpers.ts";

// Issue 31: the organization's report table. The demo bug bounty's manager (apps/api/src/db/seed*.ts).
const MANAGER = "aiko@demo.bounty.localhost";

test.describe.configure({ timeout: scaled(240_000) });

test("a manager selects twelve reports and closes them with one reason, then triages three with the keyboard alone", async ({
  page,
  browser,
}) => {
  await signUpAndOnboard(page, "tabled", freshEmail("tabled"));
  const stamp = `tbl${Date.now().toString(36)}`;
  const sent: Awaited<ReturnType<typeof sendDemoReport>>[] = [];
  for (let i = 1; i <= 15; i++) sent.push(await sendDemoReport(page, `Table ${stamp} finding ${i}`));
  const organizationId = sent[0]!.program.organization.id;

  const manager = await signedIn(browser, MANAGER);
  await manager.setViewportSize({ width: 1400, height: 900 });
  await setSettings(manager, { language: "en", theme: "light" });
  await manager.goto(`/organizations/${organizationId}/reports?s=${stamp}`);
  const table = manager.getByTestId("report-table");
  await expect(table.getByRole("row")).toHaveCount(16);

  // Newest first: rows 1 to 12 are findings 15 to 4. A click, then a shift-click, selects the twelve.
  await manager.getByRole("checkbox", { name: `Select report #${sent[14]!.number}` }).click();
  await manager
    .getByRole("checkbox", { name: `Select report #${sent[3]!.number}` })
    .click({ modifiers: ["Shift"] });
  await expect(manager.getByText("Selected: 12")).toBeVisible();
  await shot(manager, "report-table-selected-light");
  expect(await seriousViolations(manager)).toEqual([]);

  await manager.getByRole("button", { name: "Change state" }).click();
  const dialog = manager.getByRole("dialog");
  await dialog.getByLabel("New state").click();
  await manager.getByRole("option", { name: /^Not applicable/ }).click();
  // The organization's canned answer for Not applicable comes first, its variables left for each
  // report; emptied, Save says what it waits for.
  await expect(dialog.getByLabel("Reason")).toHaveValue(/intended behaviour of \{\{program\}\}/);
  await dialog.getByLabel("Reason").fill("");
  await expect(dialog.getByRole("button", { name: "Move selected (12)" })).toBeDisabled();
  await expect(dialog.getByText("Write the reason the hunters will read.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("These are the staging host, outside the program.");
  await shot(manager, "report-table-bulk-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Move selected (12)" }).click();
  await expect(manager.getByText("Reports moved to Not applicable: 12")).toBeVisible();
  await expect(manager.getByText("Selected: 12")).toBeHidden();

  const staff = await authHeaders(manager);
  const states = async () =>
    (
      await (await manager.request.get(`/api/reports?view=org&s=${stamp}`, { headers: staff })).json()
    ).data.map((r: { number: number; state: string }) => [r.number, r.state]);
  const after = new Map<number, string>(await states());
  for (const [i, report] of sent.entries())
    expect(after.get(report.number), `finding ${i + 1}`).toBe(i >= 3 ? "not_applicable" : "new");

  // The filters saved as a view, shared; found again in the navigation after a reload.
  await manager.getByRole("button", { name: "Save view" }).click();
  const save = manager.getByRole("dialog", { name: "Save the current filters as a view" });
  await expect(save.getByRole("button", { name: "Save view" })).toBeDisabled();
  await save.getByRole("textbox", { name: "Name" }).fill(`Staging ${stamp}`);
  await save.getByRole("checkbox", { name: "Share with the organization" }).check();
  await save.getByRole("button", { name: "Save view" }).click();
  await expect(
    manager.getByText(`View “Staging ${stamp}” saved: it is in the navigation under Reports`),
  ).toBeVisible();
  await manager.goto(`/organizations/${organizationId}/programs`);
  await manager.reload();
  const nav = manager.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: `Staging ${stamp}` }).click();
  await expect(manager).toHaveURL(new RegExp(`/reports\\?s=${stamp}$`));
  await expect(table.getByRole("row")).toHaveCount(16);
  await expect(manager.getByRole("button", { name: `Saved view: Staging ${stamp}` })).toBeVisible();
  await expect(nav.getByRole("link", { name: `Staging ${stamp}` })).toHaveAttribute("aria-current", "page");
  await shot(manager, "report-table-saved-view");

  // The three left open, with the keyboard alone: j to the first, Enter, r to reply, Ctrl+Enter, ] to the next.
  await manager.goto(`/organizations/${organizationId}/reports?s=${stamp}&status=new`);
  // The list writes its filters back into the address first; a key pressed before that settles can
  // land on a row the new render replaces.
  await expect(manager).toHaveURL(/status=%5B%22new%22%5D/);
  await expect(table.getByRole("row")).toHaveCount(4);
  // Issue 47: the manager takes the three in bulk; "Assigned to me" finds exactly them.
  await manager.getByRole("checkbox", { name: "Select every report on this page" }).click();
  await expect(manager.getByText("Selected: 3")).toBeVisible();
  await manager.getByRole("button", { name: "Assign", exact: true }).click();
  await manager.getByRole("menuitem", { name: "Assign to me" }).click();
  await expect(manager.getByText("Assigned to Aiko Tanaka: 3")).toBeVisible();
  await expect(table.getByRole("cell", { name: "Aiko Tanaka" })).toHaveCount(3);
  // And labels them at once: the chips show under each title, and the label filter finds them.
  await manager.getByRole("checkbox", { name: "Select every report on this page" }).click();
  await manager.getByRole("button", { name: "Labels", exact: true }).click();
  await manager.getByRole("checkbox", { name: "Quick win" }).check();
  await manager.getByRole("button", { name: "Put on" }).click();
  await expect(manager.getByText("Labels put on the selected reports (3): Quick win")).toBeVisible();
  await expect(table.getByRole("list", { name: "Labels" })).toHaveCount(3);
  await manager.getByRole("combobox", { name: "Assignee" }).click();
  await manager.getByRole("option", { name: "Assigned to me" }).click();
  await expect(manager).toHaveURL(/assignee=me/);
  await expect(table.getByRole("row")).toHaveCount(4);
  // The keys are the list's once the filter's field lets go of the focus.
  await manager.locator("body").click({ position: { x: 5, y: 300 } });
  await manager.keyboard.press("j");
  await expect(table.locator("[data-row-link]").first()).toBeFocused();
  await manager.keyboard.press("Enter");
  for (const [n, report] of [sent[2]!, sent[1]!, sent[0]!].entries()) {
    await expect(manager).toHaveURL(new RegExp(`/reports/${report.id}$`));
    await expect(manager.getByRole("heading", { level: 1 })).toHaveText(`Table ${stamp} finding ${3 - n}`);
    await manager.keyboard.press("r");
    await expect(manager.getByLabel("Message")).toBeFocused();
    await manager.keyboard.type(`Reproduced, thanks (${n + 1}).`);
    await manager.keyboard.press("Control+Enter");
    // Sent: in the thread, and the composer emptied (the thread can show it a moment before).
    await expect(manager.getByRole("article").getByText(`Reproduced, thanks (${n + 1}).`)).toBeVisible();
    await expect(manager.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await manager.locator("body").click({ position: { x: 5, y: 300 } });
    if (n < 2) await manager.keyboard.press("]");
  }
  await manager.keyboard.press("[");
  await expect(manager).toHaveURL(new RegExp(`/reports/${sent[1]!.id}$`));
  // `?` lists the shortcuts.
  await manager.keyboard.press("?");
  await expect(manager.getByRole("dialog", { name: "Keyboard shortcuts" })).toContainText(
    "Reply on a report",
  );
  await manager.keyboard.press("Escape");

  // The hunter's inbox counts the twelve decisions and the three replies, and clears a report's line
  // when the report is opened.
  await page.goto("/reports");
  const bell = page.getByRole("link", { name: "Inbox: 15 unread" });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/inbox$/);
  const lines = page.getByTestId("inbox-line");
  await expect(lines.filter({ hasText: "New message on report" })).toHaveCount(3);
  await shot(page, "inbox-light");
  expect(await seriousViolations(page)).toEqual([]);
  await lines
    .filter({ hasText: `#${sent[0]!.number}:` })
    .getByRole("button")
    .click();
  await expect(page).toHaveURL(new RegExp(`/reports/${sent[0]!.id}$`));
  await expect(page.getByRole("link", { name: "Inbox: 14 unread" })).toBeVisible();
  await page.goto(`/reports/${sent[1]!.id}`);
  await expect(page.getByRole("link", { name: "Inbox: 13 unread" })).toBeVisible();
  await page.goto("/inbox");
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByRole("link", { name: "Inbox", exact: true })).toBeVisible();

  // Issue 47: the third is labelled with `l` and closed as Resolved with the organization's canned
  // answer for Resolved, filled for the report; the hunter reads it, and never the label.
  const third = sent[2]!;
  await manager.goto(`/organizations/${organizationId}/reports/${third.id}`);
  await expect(manager.getByRole("heading", { level: 1 })).toHaveText(`Table ${stamp} finding 3`);
  await manager.locator("body").click({ position: { x: 5, y: 300 } });
  await manager.keyboard.press("l");
  await manager.getByRole("option", { name: "Payments team" }).click();
  await manager.keyboard.press("Escape");
  await expect(manager.getByRole("article", { name: /labelled the report Payments team/ })).toBeVisible();
  const triage = manager.getByRole("region", { name: "Triage" });
  await triage.getByRole("combobox", { name: "State" }).click();
  await manager.getByRole("option", { name: /^Resolved/ }).click();
  const move = manager.getByRole("dialog", { name: "Move the report to Resolved" });
  const words = move.getByRole("textbox", { name: /Message to the hunter/ });
  await expect(words).toHaveValue(new RegExp(`the fix for #${third.number} is live`));
  await move.getByRole("button", { name: "Save" }).click();
  await expect(manager.getByText("Moved report into Resolved stage")).toBeVisible();
  await page.goto(`/reports/${third.id}`);
  await expect(
    page.getByRole("article").getByText(new RegExp(`the fix for #${third.number} is live`)),
  ).toBeVisible();
  await expect(page.getByText("Payments team")).toHaveCount(0);

  // The table in dark and in Japanese, and the cards on a phone.
  await setSettings(manager, { theme: "dark", language: "ja" });
  await manager.goto(`/organizations/${organizationId}/reports?s=${stamp}`);
  await expect(table).toBeVisible();
  await manager.getByRole("checkbox", { name: `レポート #${sent[0]!.number} を選択` }).click();
  await expect(manager.getByText("1 件選択中")).toBeVisible();
  await shot(manager, "report-table-dark-ja");
  expect(await seriousViolations(manager)).toEqual([]);
  await setSettings(manager, { theme: "light", language: "fr" });
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.goto(`/organizations/${organizationId}/reports?s=${stamp}`);
  await expect(table).toBeHidden();
  await expect(manager.getByRole("link", { name: /finding 15/ })).toBeVisible();
  await shot(manager, "report-table-phone-fr");
  await setSettings(manager, { language: "en" });
});
