import { createHmac } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, signInByEmail, signUpAndOnboard } from "./support/helpers.ts";
import { signInAsStaff, snap } from "./support/program-steps.ts";

// The demo organization's admin and its activated application program (apps/api/src/db/seed*.ts).
const DEMO_ADMIN = "sam@demo.bounty.localhost";
const DEMO_PROGRAM = "acme-mobile";

async function setTheme(page: Page, theme: "light" | "dark") {
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  expect(
    (await page.request.put(`/api/users/${me.id}`, { headers, data: { settings: { theme } } })).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
}

/** A new hunter in a browser of their own; returns their page, unique name and API headers. */
async function newHunter(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const uniqueName = await signUpAndOnboard(page, "hunter");
  return { page, uniqueName, headers: await authHeaders(page) };
}

test("an organization runs its application program: settings, hunter list and test information", async ({
  page,
  browser,
}) => {
  // A hunter applies to the demo organization's application program.
  const hunter = await newHunter(browser);
  const program = (
    await (await hunter.page.request.get(`/api/programs/${DEMO_PROGRAM}`, { headers: hunter.headers })).json()
  ).data;
  const applied = await hunter.page.request.post(`/api/programs/${program.id}/requests`, {
    headers: hunter.headers,
    data: {},
  });
  expect(applied.status()).toBe(201);

  // The organization's admin opens the program's settings.
  await signInByEmail(page, DEMO_ADMIN, "signin");
  await expect(page).toHaveURL(/\/profiles\//, { timeout: scaled(20_000) });
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  const originalTheme = me.settings.theme as "light" | "dark";
  await setTheme(page, "light");
  const base = `/organizations/${program.organization.id}/programs/${program.id}`;
  await page.goto(`${base}/settings`);
  await expect(page.getByRole("tab", { name: "General", selected: true })).toBeVisible();

  // General: the slug's rule shows at once; the reply time saves alone.
  const slug = page.getByRole("form", { name: "URL slug" });
  await slug.getByRole("textbox", { name: "URL slug" }).fill("acme mobile!");
  await expect(slug.getByText("Only English letters, digits, - and _ are allowed.")).toBeVisible();
  await expect(slug.getByRole("button", { name: "Save" })).toBeDisabled();
  await snap(page, "program-settings-general");
  await slug.getByRole("textbox", { name: "URL slug" }).fill(DEMO_PROGRAM);

  const reply = page.getByRole("form", { name: "Reply time" });
  const replyInput = reply.getByRole("textbox", { name: "Reply time in business days" });
  const originalDays = Number.parseInt(await replyInput.inputValue(), 10);
  await replyInput.fill(String(originalDays + 2));
  await reply.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/programs/${program.id}`, { headers })).json()).data.replySpeed,
    )
    .toBe((originalDays + 2) * 86_400);
  await expect(reply.getByRole("button", { name: "Save" })).toBeDisabled();

  // Hunter List: the application waits for approval; Approve moves the hunter to Invited and Approved.
  await page.getByRole("tab", { name: "Hunter List" }).click();
  await page.getByRole("tab", { name: "Waiting for approval" }).click();
  await expect(page).toHaveURL(/tab=pending/);
  const row = page.getByTestId(`hunter-${hunter.uniqueName}`);
  await expect(row).toBeVisible();
  await snap(page, "program-settings-hunters-pending");
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(row).toBeHidden();
  await page.getByRole("tab", { name: "Invited and Approved" }).click();
  await expect(page).toHaveURL(/tab=approved/);
  await expect(page.getByTestId(`hunter-${hunter.uniqueName}`)).toBeVisible();
  await snap(page, "program-settings-hunters-approved");

  // Test page: a test-information form and the invite link.
  await page.goto(`${base}/test`);
  await page.getByRole("button", { name: "Add a form" }).click();
  const formDialog = page.getByRole("dialog", { name: "Add a form" });
  await formDialog.getByRole("textbox", { name: "Title" }).fill("E2E test account");
  await formDialog.getByRole("textbox", { name: "Description" }).fill("Tell us which role you need.");
  await formDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("E2E test account")).toBeVisible();
  const invites = (await (await page.request.get(`/api/programs/${program.id}/invites`, { headers })).json())
    .data;
  if (invites.length === 0) await page.getByRole("button", { name: "Create invite link" }).click();
  await expect(page.getByTestId("program-invite-link")).toHaveValue(
    new RegExp(`/programs/${DEMO_PROGRAM}/join\\?i=[0-9a-f-]{36}$`),
  );

  // The approved hunter asks through the form; the organization accepts with the information.
  const form = (
    await (await page.request.get(`/api/programs/${program.id}`, { headers })).json()
  ).data.testForms.find((f: { title: string }) => f.title === "E2E test account");
  const asked = await hunter.page.request.post(`/api/programs/${program.id}/test/info`, {
    headers: hunter.headers,
    data: { testForm: form.id, message: "An editor account, please." },
  });
  expect(asked.status()).toBe(201);
  const askedId = (await asked.json()).data.id;
  await page.reload();
  const request = page.getByTestId(`test-info-${askedId}`);
  await expect(request.getByText("Requesting")).toBeVisible();
  await request.getByRole("button", { name: "Accept" }).click();
  const accept = page.getByRole("dialog", { name: "Accept the request" });
  await expect(accept.getByRole("button", { name: "Accept" })).toBeDisabled();
  await accept
    .getByRole("textbox", { name: "The information to give" })
    .fill("editor@acme.example / e2e-pass");
  await snap(page, "program-test-accept-dialog");
  await accept.getByRole("button", { name: "Accept" }).click();
  await expect(request.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(request.getByRole("button", { name: "Finalize" })).toBeVisible();
  await snap(page, "program-test");

  // A member who is neither the admin nor a manager of the program reads the Test tab, read-only
  // (its loader asked for a staff-only list and answered Not Found: issue 44).
  const orgId = program.organization.id;
  const invite = (await (await page.request.post(`/api/organizations/${orgId}/invites`, { headers })).json())
    .data;
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUpAndOnboard(member, "plainmember");
  const joined = await member.request.post(`/api/organizations/${orgId}/members`, {
    headers: await authHeaders(member),
    data: { invite: invite.id, code: invite.code },
  });
  expect(joined.status()).toBe(201);
  await member.goto(`${base}/test`);
  await expect(member.getByText("E2E test account")).toBeVisible();
  await expect(
    member.getByText(
      "Only the organization's admin and the program's managers see the invite link and the test-information requests.",
    ),
  ).toBeVisible();
  await expect(member.getByText("This page does not exist")).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Add a form" })).toHaveCount(0);
  await expect(member.getByTestId(`test-info-${askedId}`)).toHaveCount(0);
  await snap(member, "program-test-member");
  await memberContext.close();

  // Dark theme and a phone.
  await setTheme(page, "dark");
  await expect(request.getByText("Accepted", { exact: true })).toBeVisible();
  await snap(page, "program-test-dark");
  await page.goto(`${base}/settings`);
  await expect(page.getByRole("form", { name: "Reply time" })).toBeVisible();
  await snap(page, "program-settings-general-dark");
  await page.goto(`${base}/settings?tab=approved`);
  await expect(page.getByTestId(`hunter-${hunter.uniqueName}`)).toBeVisible();
  await snap(page, "program-settings-hunters-dark");
  await setTheme(page, "light");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${base}/settings`);
  await expect(page.getByRole("form", { name: "Reply time" })).toBeVisible();
  await snap(page, "program-settings-phone");
  await page.goto(`${base}/test`);
  await expect(request.getByText("Accepted", { exact: true })).toBeVisible();
  await snap(page, "program-test-phone");

  // Leave the demo program as found: the form goes (after its warning), with the request made through it.
  await page.getByRole("button", { name: "Delete E2E test account" }).click();
  const remove = page.getByRole("dialog", { name: "Delete this form?" });
  await expect(remove.getByText(/every request made through it go/)).toBeVisible();
  await remove.getByRole("button", { name: "Delete form" }).click();
  await expect(page.getByTestId(`test-form-${form.id}`)).toHaveCount(0);
  await expect(page.getByTestId(`test-info-${askedId}`)).toHaveCount(0);
  if (invites.length === 0) {
    await page.getByRole("button", { name: "Delete link" }).click();
    await page
      .getByRole("dialog", { name: "Delete the invite link?" })
      .getByRole("button", { name: "Delete link" })
      .click();
    await expect(page.getByRole("button", { name: "Create invite link" })).toBeVisible();
  }
  expect(
    (
      await page.request.put(`/api/programs/${program.id}`, {
        headers,
        data: { replySpeed: originalDays * 86_400 },
      })
    ).ok(),
  ).toBe(true);
  await setTheme(page, originalTheme);
});

test("platform staff see the staff page; others get the not-found page", async ({ page, browser }) => {
  const other = await newHunter(browser);
  await other.page.goto("/staff");
  await expect(other.page.getByText("This page does not exist")).toBeVisible();

  // e2e/support/server.mjs names STAFF_EMAIL in PLATFORM_STAFF_EMAILS.
  await signInAsStaff(page);
  await page.getByRole("link", { name: "Platform staff" }).first().click();
  await expect(page.getByRole("heading", { name: "Platform staff", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Search organizations" }).fill("Acme Security");
  // Other journeys of the run register organizations of the same name as the demo one.
  await expect(page.getByRole("switch", { name: "Bounty approved: Acme Security" }).first()).toBeVisible();
  await snap(page, "staff-page");
  await setTheme(page, "dark");
  await page.getByRole("textbox", { name: "Search organizations" }).fill("Acme Security");
  await snap(page, "staff-page-dark");
  await setTheme(page, "light");

  // Issue 46: the platform's audit log, from the staff page.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Platform audit log", level: 1 })).toBeVisible();
  await expect(page.getByTestId("audit-log")).toContainText("platform.staff.granted");
  expect.soft(await seriousViolations(page), "platform audit log").toEqual([]);
});

test("the admin subscribes a vdp program: checkout, payment notice, active plan", async ({ page }) => {
  await signInByEmail(page, DEMO_ADMIN, "signin");
  await expect(page).toHaveURL(/\/profiles\//, { timeout: scaled(20_000) });
  const headers = await authHeaders(page);
  const program = (await (await page.request.get("/api/programs/acme-web-vdp", { headers })).json()).data;
  await page.goto(
    `/organizations/${program.organization.id}/programs/${program.id}/settings?section=subscription`,
  );
  await expect(page.getByText("No subscription: the program is on the free plan.")).toBeVisible();
  await snap(page, "program-settings-subscription");

  // The hosted checkout is the operator's (e2e/support/server.mjs); here it only has to receive our id.
  await page.route("https://pay.example.test/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Checkout</h1>" }),
  );
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.example\.test\/checkout\?client_reference_id=/);
  const subscriptionId = new URL(page.url()).searchParams.get("client_reference_id")!;

  // The provider tells the server the payment went through, signing the notice.
  const notice = JSON.stringify({
    subscriptionId,
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  const signature = createHmac("sha256", "e2e-subscription-webhook-secret-0123456789")
    .update(notice)
    .digest("hex");
  const paid = await page.request.post("/api/subscriptions/webhook", {
    headers: { "content-type": "application/json", "x-bounty-signature": `sha256=${signature}` },
    data: notice,
  });
  expect(paid.status()).toBe(200);

  await page.goto(
    `/organizations/${program.organization.id}/programs/${program.id}/settings?section=subscription`,
  );
  await expect(page.getByText(/^Active until/)).toBeVisible();
  await snap(page, "program-settings-subscription-active");
  await setTheme(page, "dark");
  await expect(page.getByText(/^Active until/)).toBeVisible();
  await snap(page, "program-settings-subscription-dark");
  await setTheme(page, "light");
});
