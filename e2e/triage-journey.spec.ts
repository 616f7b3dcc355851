import type { Page } from "@playwright/test";
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

// Issue 32: staff turn triage on for the demo VDP and assign a platform triager; a hunter's reports
// go through the 11-step flow between the triager and the organization's admin (apps/api/src/db/seed*.ts).
const ADMIN = "sam@demo.bounty.localhost";
const VDP = "Acme Web VDP";

test.describe.configure({ timeout: scaled(180_000) });

/** Takes a step from the primary button or Other Actions, with a summary, and reads its toast. */
async function step(page: Page, button: string, stage: string, how: "primary" | "other", summary: string) {
  if (how === "primary") {
    await expect(page.getByTestId("triage-primary")).toHaveText(button);
    await page.getByTestId("triage-primary").click();
  } else {
    await page.getByRole("button", { name: "Other Actions" }).click();
    await page.getByRole("menuitem", { name: button }).click();
  }
  const dialog = page.getByRole("dialog", { name: button });
  await dialog.getByLabel("Summary").fill(summary);
  await dialog.getByTestId("triage-confirm").click();
  await expect(page.getByText(`Moved report into ${stage} stage`).last()).toBeVisible();
  await expect(page.getByText("Completed Action").last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("staff triage a program; a report is triaged, certified, fixed and closed, another suspended and invalidated", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  // The platform triager: a person with an account and nothing else.
  const triager = await (await browser.newContext()).newPage();
  const triagerName = await signUpAndOnboard(triager, "triager");

  await signInAsStaff(page);
  await page.goto("/staff");
  await page.getByRole("textbox", { name: "Search programs" }).fill(VDP);
  const row = page.getByTestId("staff-triage-program").filter({ hasText: VDP });
  await row.getByRole("switch", { name: `Triage: ${VDP}` }).click();
  await expect(page.getByText("Triage is on for this program.")).toBeVisible();
  await row.getByRole("textbox", { name: `Triager for ${VDP}` }).fill(triagerName);
  await row.getByRole("button", { name: "Assign triager" }).click();
  await expect(page.getByText("The triager is assigned.")).toBeVisible();
  await expect(row.getByText(`(@${triagerName})`)).toBeVisible();
  await shot(page, "triage-staff");

  // The hunter's two reports.
  const hunter = await (await browser.newContext()).newPage();
  await signUpAndOnboard(hunter, "hunted");
  const first = await sendDemoReport(hunter, `Triage ${stamp} open redirect`, "acme-web-vdp");
  const second = await sendDemoReport(hunter, `Triage ${stamp} clickjacking`, "acme-web-vdp");
  const third = await sendDemoReport(hunter, `Triage ${stamp} missing header`, "acme-web-vdp");
  // The first comes with the hunter's proof of concept, a file on its description.
  const description = (
    await (
      await hunter.request.get(`/api/reports/${first.id}`, { headers: await authHeaders(hunter) })
    ).json()
  ).data.messages.latest.id as string;
  const attached = await hunter.request.post(`/api/messages/${description}/attachments`, {
    headers: await authHeaders(hunter),
    multipart: {
      files: { name: "redirect-poc.html", mimeType: "text/html", buffer: Buffer.from("<a href=x>poc</a>") },
    },
  });
  expect(attached.status()).toBe(201);
  // A later word of the hunter's, with a file: the triage reads it beside its thread (issue 47).
  const later = await hunter.request.post("/api/messages", {
    headers: await authHeaders(hunter),
    data: { report: first.id, content: "Reproduced in Firefox 133 as well." },
  });
  expect(later.status()).toBe(201);
  const laterFile = await hunter.request.post(`/api/messages/${(await later.json()).data.id}/attachments`, {
    headers: await authHeaders(hunter),
    multipart: { files: { name: "firefox.txt", mimeType: "text/plain", buffer: Buffer.from("Firefox 133") } },
  });
  expect(laterFile.status()).toBe(201);

  // The triager finds Triage in the navigation, the program, then the report in its table.
  await triager.setViewportSize({ width: 1400, height: 900 });
  await triager.goto("/programs");
  await triager
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Triage" })
    .click();
  await expect(triager.getByRole("heading", { name: "Triage", level: 1 })).toBeVisible();
  await triager.getByRole("link", { name: `Open the queue of ${VDP}` }).click();
  await expect(triager.getByRole("heading", { name: VDP, level: 1 })).toBeVisible();
  await expect(triager.getByTestId("triage-row").filter({ hasText: `Triage ${stamp}` })).toHaveCount(3);
  expect(await seriousViolations(triager)).toEqual([]);
  // The second and third are triaged together from the table's selection.
  await triager.getByRole("checkbox", { name: `Select report #${second.number}` }).click();
  await triager.getByRole("checkbox", { name: `Select report #${third.number}` }).click();
  await expect(triager.getByText("Selected: 2")).toBeVisible();
  await shot(triager, "triage-queue-light");
  await triager.getByRole("button", { name: "Take a step" }).click();
  const bulk = triager.getByRole("dialog", { name: "Take a step on the selected reports" });
  await bulk.getByLabel("Step", { exact: true }).click();
  await triager.getByRole("option", { name: "Triage", exact: true }).click();
  await bulk.getByLabel("Summary").fill("Both reproduced on the status page.");
  await bulk.getByTestId("triage-bulk-confirm").click();
  await expect(triager.getByText("Moved 2 reports into To Triage stage")).toBeVisible();
  await expect(triager.getByText("Selected: 2")).toBeHidden();
  await triager.getByRole("link", { name: `#${first.number} Triage ${stamp} open redirect` }).click();
  await expect(triager.getByTestId("triage-initial-step")).toContainText("Initial step: To Triage");
  // The report's own file shows under its description, and the triager (outside the organization)
  // downloads it through the triage's path.
  await expect(triager.getByText("redirect-poc.html")).toBeVisible();
  const download = await triager.request.get(`/api/triage/${description}/attachments/redirect-poc.html`, {
    headers: await authHeaders(triager),
  });
  expect(download.status()).toBe(200);
  const conversation = triager.getByRole("region", { name: "Conversation with the hunter" });
  await expect(conversation.getByTestId("triage-conversation-message")).toContainText(
    "Reproduced in Firefox 133 as well.",
  );
  await expect(conversation.getByRole("button", { name: "firefox.txt" })).toBeVisible();
  await step(triager, "Triage", "To Triage", "primary", "Reproduced: the redirect parameter is not checked.");
  // The next step the flow expects is the organization's Certify: the triager waits (issue 47: not a
  // Suspend button first), with their own steps and the organization's (disabled) under Other Actions.
  await expect(triager.getByTestId("triage-waiting")).toHaveText("Waiting for the organization.");

  const admin = await signedIn(browser, ADMIN);
  await admin.setViewportSize({ width: 1400, height: 900 });
  await setSettings(admin, { language: "en", theme: "light" });
  const vdpId = new URL(triager.url()).pathname.split("/")[2]!;
  await admin.goto(`/triage/${vdpId}/reports/${first.id}`);
  await step(admin, "Certify", "To Certify", "primary", "Confirmed by the web team.");
  await step(admin, "Appraise", "To Appraise", "primary", "Medium, as the hunter said.");
  await step(admin, "Remediate", "To Fix", "primary", "Fixed in the 4.13 release.");
  await admin.reload();
  await expect(admin.getByTestId("triage-waiting")).toHaveText("Waiting for the triage team.");
  expect(await seriousViolations(admin)).toEqual([]);
  await shot(admin, "triage-detail-organization");

  await triager.reload();
  await step(
    triager,
    "Review as resolved",
    "To Review",
    "primary",
    "The redirect now only allows our own hosts.",
  );
  await step(triager, "Close as resolved", "Finalized", "primary", "x".repeat(200));
  await expect(triager.getByTestId("triage-ended")).toBeVisible();
  await expect(triager.getByTestId("triage-step")).toHaveCount(6);
  // Summaries over 150 characters are cut, with See More.
  await expect(triager.getByText(`${"x".repeat(150)}…`)).toBeVisible();
  await triager.getByRole("button", { name: "See More" }).click();
  await expect(triager.getByText("x".repeat(200))).toBeVisible();
  // The triage thread takes a message with a screenshot (the message, then its files).
  const thread = triager.getByRole("region", { name: "Triage messages" });
  await thread.getByRole("textbox", { name: "Message" }).fill("Thanks for the quick fix.");
  await triager.locator('input[type="file"]').setInputFiles({
    name: "verified.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    ),
  });
  await thread.getByRole("button", { name: "Send" }).click();
  await expect(triager.getByTestId("triage-message")).toContainText("Thanks for the quick fix.");
  await expect(
    triager.getByTestId("triage-message").getByRole("button", { name: "verified.png" }).last(),
  ).toBeVisible();
  await shot(triager, "triage-detail-light");

  // The hunter follows the state, never the summaries.
  await hunter.goto(`/reports/${first.id}`);
  await expect(hunter.getByText("Resolved").first()).toBeVisible();
  await expect(hunter.getByText("Reproduced: the redirect")).toHaveCount(0);
  await expect(hunter.getByText("Thanks for the quick fix.")).toHaveCount(0);

  // The second report: suspended, re-evaluated and invalidated, from Other Actions and the primary button.
  await triager.goto(`/triage/${vdpId}/reports/${second.id}`);
  // The organization's step is listed under Other Actions, disabled, with whose it is.
  await triager.getByRole("button", { name: "Other Actions" }).click();
  await expect(triager.getByRole("menuitem", { name: /Certify/ })).toBeDisabled();
  await expect(triager.getByRole("menuitem", { name: /Certify/ })).toContainText("The organization's step");
  await triager.keyboard.press("Escape");
  await step(triager, "Suspend", "Suspended", "other", "Waiting for the hunter's browser version.");
  await step(triager, "Re-evaluate", "To Re-evaluate", "other", "Tried again on three browsers.");
  await step(triager, "Invalidate", "Invalid", "other", "The page sends frame-ancestors 'none'.");
  // A third one invalidated at once, from Other Actions.
  await triager.goto(`/triage/${vdpId}/reports/${third.id}`);
  await step(triager, "Invalidate", "Invalid", "other", "A duplicate of the header finding.");
  await hunter.goto(`/reports/${second.id}`);
  await expect(hunter.getByText("Not applicable").first()).toBeVisible();
  await expect(hunter.getByText("frame-ancestors")).toHaveCount(0);

  // The queue filtered by the last action.
  await triager.goto(`/triage/${vdpId}/reports?action=invalidate`);
  await expect(triager.getByTestId("triage-row")).toHaveCount(2);

  // The dashboard: this week's figures are the journey's steps, its lists the journey's reports.
  await triager.goto(`/triage/${vdpId}`);
  await expect(triager.getByRole("heading", { name: "Next Up" })).toBeVisible();
  const figures = triager.getByRole("table", {
    name: "Actions this period, and their vulnerabilities by severity",
  });
  const taken = {
    Triage: 3,
    Certify: 1,
    Suspend: 1,
    Invalidate: 2,
    Appraise: 1,
    "Re-evaluate": 1,
    Remediate: 1,
  };
  for (const [action, count] of Object.entries({ ...taken, "Review as resolved": 1, "Close as resolved": 1 }))
    await expect(
      figures
        .getByRole("row")
        .filter({ has: triager.getByRole("rowheader", { name: action, exact: true }) })
        .getByRole("cell")
        .first(),
      action,
    ).toHaveText(String(count));
  await expect(figures.getByRole("row")).toHaveCount(10);
  const recent = triager.getByTestId("triage-recentlySubmitted").getByRole("link");
  await expect(recent.nth(0)).toHaveText(`#${third.number} Triage ${stamp} missing header`);
  await expect(recent.nth(2)).toHaveText(`#${first.number} Triage ${stamp} open redirect`);
  await expect(triager.getByTestId("triage-recentMessages")).toContainText("Thanks for the quick fix.");
  await expect(triager.getByTestId("chart-triage-actions")).toBeVisible();
  expect(await seriousViolations(triager)).toEqual([]);
  await shot(triager, "triage-dashboard-light");
  // All time holds the week; the queue is one click away.
  await triager.getByRole("switch", { name: "All time" }).click();
  await expect(triager.getByRole("heading", { name: "All time" })).toBeVisible();
  await expect(
    figures
      .getByRole("row")
      .filter({ has: triager.getByRole("rowheader", { name: "Triage", exact: true }) })
      .getByRole("cell")
      .first(),
  ).toHaveText("3");

  // Dark and Japanese on a wide screen; a phone in French.
  await setSettings(triager, { language: "ja", theme: "dark" });
  await triager.goto(`/triage/${vdpId}`);
  await expect(triager.getByRole("heading", { name: "次の対応" })).toBeVisible();
  await expect(triager.getByTestId("chart-triage-actions")).toBeVisible();
  await shot(triager, "triage-dashboard-dark-ja");
  await triager.goto(`/triage/${vdpId}/reports/${first.id}`);
  await expect(triager.getByText("アクション履歴")).toBeVisible();
  expect(await seriousViolations(triager)).toEqual([]);
  await shot(triager, "triage-detail-dark-ja");
  await setSettings(triager, { language: "fr", theme: "light" });
  await triager.setViewportSize({ width: 390, height: 844 });
  await triager.goto(`/triage/${vdpId}/reports`);
  await expect(triager.getByRole("table", { name: "File de tri" })).toBeVisible();
  await shot(triager, "triage-queue-phone-fr");
  await triager.goto(`/triage/${vdpId}/reports/${second.id}`);
  await shot(triager, "triage-detail-phone-fr");
  await triager.goto(`/triage/${vdpId}`);
  await expect(triager.getByRole("heading", { name: "À traiter ensuite" })).toBeVisible();
  await shot(triager, "triage-dashboard-phone-fr");
});

test("triage is not found for a person without triaged programs", async ({ page }) => {
  await signUpAndOnboard(page, "notriage");
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Triage" }),
  ).toHaveCount(0);
  await page.goto("/triage");
  await expect(page.getByRole("heading", { name: "This page does not exist" })).toBeVisible();
});
