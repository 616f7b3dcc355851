import type { Page } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, shot, signInByEmail, signUpAndOnboard } from "./support/helpers.ts";

// The demo organization's admin, its public bug bounty and its application program (apps/api/src/db/seed*.ts).
const DEMO_ADMIN = "sam@demo.bounty.localhost";
const PUBLIC_PROGRAM = "acme-bug-bounty";
const APPLICATION_PROGRAM = "acme-mobile";

/** A screenshot from the top of the page once the toasts have gone. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

async function setTheme(page: Page, theme: "light" | "dark") {
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  expect(
    (await page.request.put(`/api/users/${me.id}`, { headers, data: { settings: { theme } } })).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
}

/** The demo admin, signed in once (a second mailed link would race the first) in a browser of their own. */
let admin: { page: Page; headers: Record<string, string> };
test.beforeAll(async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await signInByEmail(page, DEMO_ADMIN, "signin");
  await expect(page).toHaveURL(/\/profiles\//, { timeout: scaled(45_000) });
  admin = { page, headers: await authHeaders(page) };
});

async function programOf(page: Page, slug: string, headers: Record<string, string>) {
  return (await (await page.request.get(`/api/programs/${slug}`, { headers })).json()).data;
}

test("a hunter opens a public program, accepts its guideline and asks for test information", async ({
  page,
}) => {
  // The organization offers a test account on its public program.
  const program = await programOf(admin.page, PUBLIC_PROGRAM, admin.headers);
  const formTitle = `Seller account ${Date.now().toString(36)}`;
  const form = await admin.page.request.post(`/api/programs/${program.id}/test/forms`, {
    headers: admin.headers,
    data: { title: formTitle, description: "A shop account with past orders." },
  });
  expect(form.status()).toBe(201);

  // A new hunter finds the program in the list and opens it.
  await signUpAndOnboard(page, "reader");
  await page.locator(`a[href="/programs/${PUBLIC_PROGRAM}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/programs/${PUBLIC_PROGRAM}$`));
  await expect(page.getByRole("heading", { level: 1, name: program.name })).toBeVisible();
  await expect(page.getByRole("region", { name: "Guidelines" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Scope" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Rewards by severity" })).toBeVisible();
  await snap(page, "program-page-overview");

  // Reporting needs the guideline accepted.
  await page.getByRole("button", { name: "Accept the guideline" }).click();
  await expect(page.getByText(/You accepted the guideline on/)).toBeVisible();

  // Test information: a request with a message, then waiting for the organization.
  const formSection = page.getByRole("region", { name: formTitle });
  await formSection.getByRole("button", { name: "Request" }).click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("textbox", { name: /Message/ })
    .fill("I test the checkout; a seller account would help.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(formSection.getByText("Requesting")).toBeVisible();
  await expect(formSection.getByRole("button", { name: "Cancel" })).toBeVisible();
  await snap(page, "program-page-accepted");

  // The Hall of Fame names the demo's hunter whose report the program accepted.
  await page.getByRole("link", { name: "Hall of Fame" }).click();
  await expect(page.getByRole("link", { name: "Noah Kim" })).toBeVisible();
  await page.getByRole("link", { name: "Overview" }).click();

  // Dark theme and a phone.
  await setTheme(page, "dark");
  await expect(page.getByText(/You accepted the guideline on/)).toBeVisible();
  await snap(page, "program-page-dark");
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole("heading", { level: 1, name: program.name })).toBeVisible();
  await snap(page, "program-page-phone");
  await setTheme(page, "light");
});

test("a hunter opens a program's invite link, signs up and joins", async ({ page }) => {
  // The organization's invite link for its application program (made when there is none yet).
  const program = await programOf(admin.page, APPLICATION_PROGRAM, admin.headers);
  const list = (
    await (
      await admin.page.request.get(`/api/programs/${program.id}/invites`, { headers: admin.headers })
    ).json()
  ).data as Array<{ id: string }>;
  const invite =
    list[0] ??
    (
      await (
        await admin.page.request.post(`/api/programs/${program.id}/invites`, {
          headers: admin.headers,
          data: {},
        })
      ).json()
    ).data;
  const joinPath = `/programs/${APPLICATION_PROGRAM}/join?i=${invite.id}`;

  // A visitor: who invites them, and sign-up first.
  await page.goto(joinPath);
  await expect(
    page.getByText(`You have been invited to ${program.name} by ${program.organization.name}`),
  ).toBeVisible();
  await expect(page.getByText("However, you need to sign in first.")).toBeVisible();
  await snap(page, "program-join-visitor");

  // Signed up, they come back to the link and join; the organization approves each hunter.
  await signUpAndOnboard(page, "invited");
  await page.goto(joinPath);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByText("Your request was sent; the organization approves each hunter.")).toBeVisible();
  await snap(page, "program-join-sent");

  // A second Join is refused with the API's words.
  await page.reload();
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await snap(page, "program-join-again");

  // The program page: details private until approved; the pending application can be withdrawn, then made anew.
  await page.getByRole("link", { name: "Open the program" }).click();
  await expect(page.getByText("This program's details are private")).toBeVisible();
  await expect(page.getByText("Your application is waiting for approval")).toBeVisible();
  await snap(page, "program-page-private");
  await page.getByRole("button", { name: "Cancel application" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel application" }).click();
  await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Your application is waiting for approval")).toBeVisible();

  // A bad link says so.
  await page.goto(`/programs/${APPLICATION_PROGRAM}/join?i=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText("This invite link is no longer valid.")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(joinPath);
  await expect(page.getByText(/Signed in as/)).toBeVisible();
  await snap(page, "program-join-phone");
});
