import type { Browser, Page } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { signUpAndOnboard } from "./support/helpers.ts";
import {
  approveForBounty,
  chooseTheme,
  completeProgramHome,
  createBountyProgram,
  registerOrganization,
  signInAsStaff,
  snap,
  startProgram,
} from "./support/program-steps.ts";

/** A person in a browser of their own: no shared storage, as on two computers. */
async function newPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** The hunter searches /programs (the `s` filter) for the program; returns its one card. */
async function findAndOpen(page: Page, programName: string) {
  await page.getByRole("link", { name: "Programs" }).first().click();
  await page.getByRole("textbox", { name: "Search programs" }).fill(programName);
  await expect(page).toHaveURL(/[?&]s=/);
  const list = page.getByLabel("Program list");
  const card = list.getByRole("link", { name: new RegExp(programName) });
  await expect(card).toHaveCount(1);
  return card;
}

test("an organization launches a public and an application bug bounty program; a hunter joins and gets test information", async ({
  browser,
}) => {
  // Three people and two programs set up end to end: minutes on a loaded 2-core CI machine.
  test.setTimeout(scaled(300_000));
  const run = Date.now().toString(36);
  const organizationName = `Journey Shop ${run}`;
  const publicName = `Journey Bounty ${run}`;
  const privateName = `Journey Members ${run}`;
  const formTitle = "Seller test account";

  // 1. Three people on three computers sign up at once: the admin, who registers an organization,
  // platform staff and a hunter.
  const [admin, staff, hunter] = await Promise.all([
    newPerson(browser),
    newPerson(browser),
    newPerson(browser),
  ]);
  const [organizationId, , hunterName] = await Promise.all([
    signUpAndOnboard(admin, "jadmin").then(() => registerOrganization(admin, organizationName)),
    signInAsStaff(staff),
    signUpAndOnboard(hunter, "jhunter"),
  ]);

  // 2. Platform staff approve the organization for bug bounty on /staff.
  await approveForBounty(staff, organizationName);
  await staff.context().close();

  // 3. The admin creates a public bug bounty program, completes every tab and starts it.
  await createBountyProgram(admin, organizationId, publicName);
  await completeProgramHome(admin, "https://shop.journey.test");
  await snap(admin, "journey-program-home-complete");
  await startProgram(admin);
  await snap(admin, "journey-program-started");

  await Promise.all([
    // 4. The hunter finds it in /programs and opens it…
    (async () => {
      const publicCard = await findAndOpen(hunter, publicName);
      await snap(hunter, "journey-programs-found");
      await publicCard.click();
      await expect(hunter.getByRole("heading", { level: 1, name: publicName })).toBeVisible();
      await expect(hunter.getByRole("region", { name: "Scope" })).toContainText("https://shop.journey.test");
    })(),
    // 5. …while the admin creates an application program, completes and starts it, and adds a
    // test-information form on its test page.
    (async () => {
      const privateId = await createBountyProgram(admin, organizationId, privateName, "Application");
      await completeProgramHome(admin, "https://members.journey.test");
      await startProgram(admin);
      await admin.getByRole("tablist", { name: "Program pages" }).getByRole("tab", { name: "Test" }).click();
      await expect(admin).toHaveURL(new RegExp(`/programs/${privateId}/test$`));
      await admin.getByRole("button", { name: "Add a form" }).click();
      const formDialog = admin.getByRole("dialog", { name: "Add a form" });
      await formDialog.getByRole("textbox", { name: "Title" }).fill(formTitle);
      await formDialog
        .getByRole("textbox", { name: "Description" })
        .fill("Tell us which seller role you need.");
      await formDialog.getByRole("button", { name: "Save" }).click();
      await expect(formDialog).toBeHidden();
      await expect(admin.getByText(formTitle)).toBeVisible();
    })(),
  ]);

  // 6. The hunter applies; the details stay private until the organization approves.
  await (await findAndOpen(hunter, privateName)).click();
  await expect(hunter.getByRole("heading", { level: 1, name: privateName })).toBeVisible();
  await expect(hunter.getByText("This program's details are private")).toBeVisible();
  await hunter.getByRole("button", { name: "Apply" }).click();
  await expect(hunter.getByText("Your application is waiting for approval")).toBeVisible();
  await snap(hunter, "journey-application-pending");

  await admin.getByRole("tablist", { name: "Program pages" }).getByRole("tab", { name: "Settings" }).click();
  await admin.getByRole("tab", { name: "Hunter List" }).click();
  await admin.getByRole("tab", { name: "Waiting for approval" }).click();
  const row = admin.getByTestId(`hunter-${hunterName}`);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(row).toBeHidden();

  // The approved hunter sees the details, accepts the guideline and asks through the form.
  await hunter.reload();
  await expect(hunter.getByText("You joined this program")).toBeVisible();
  await expect(hunter.getByRole("region", { name: "Scope" })).toContainText("https://members.journey.test");
  await hunter.getByRole("button", { name: "Accept the guideline" }).click();
  await expect(hunter.getByText(/You accepted the guideline on/)).toBeVisible();
  const form = hunter.getByRole("region", { name: formTitle });
  await form.getByRole("button", { name: "Request" }).click();
  const ask = hunter.getByRole("dialog", { name: `Request ${formTitle}` });
  await ask
    .getByRole("textbox", { name: /Message/ })
    .fill("I test the seller pages; a seller account would help.");
  await ask.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("Requesting")).toBeVisible();
  await snap(hunter, "journey-hunter-approved");

  // The admin accepts on the test page, giving the information.
  await admin.getByRole("tablist", { name: "Program pages" }).getByRole("tab", { name: "Test" }).click();
  const request = admin.locator('[data-testid^="test-info-"]').filter({ hasText: formTitle });
  await expect(request.getByText("Requesting")).toBeVisible();
  await request.getByRole("button", { name: "Accept" }).click();
  const accept = admin.getByRole("dialog", { name: "Accept the request" });
  await accept.getByRole("textbox", { name: "The information to give" }).fill("seller@journey.test / pass-1");
  await accept.getByRole("button", { name: "Accept" }).click();
  await expect(accept).toBeHidden();
  await expect(request.getByText("Accepted", { exact: true })).toBeVisible();

  await hunter.reload();
  // The information shows once, under its heading; the messages only say it was given.
  await expect(form.getByText("seller@journey.test / pass-1")).toBeVisible();
  await expect(form.getByRole("list", { name: "Messages" }).getByText(/^Information given · /)).toBeVisible();
  await snap(hunter, "journey-test-info-accepted");

  // The admin finalizes it; the hunter is told.
  await request.getByRole("button", { name: "Finalize" }).click();
  const finalize = admin.getByRole("dialog", { name: "Finalize the information" });
  await finalize.getByRole("textbox", { name: "Message" }).fill("Thanks, the account stays as it is.");
  await finalize.getByRole("button", { name: "Finalize" }).click();
  await expect(finalize).toBeHidden();
  await expect(request.getByText("Finalized", { exact: true })).toBeVisible();
  await snap(admin, "journey-admin-test-finalized");

  await hunter.reload();
  await expect(form.getByText("Your testing information has been finalized.")).toBeVisible();
  await snap(hunter, "journey-test-info-finalized");

  // The same screen in the dark theme and on a phone.
  await chooseTheme(hunter, "Dark");
  await snap(hunter, "journey-test-info-finalized-dark");
  await chooseTheme(hunter, "Light");
  await hunter.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByText("Your testing information has been finalized.")).toBeVisible();
  await snap(hunter, "journey-test-info-finalized-phone");
});
