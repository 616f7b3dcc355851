import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, shot, signUpAndOnboard } from "./support/helpers.ts";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 128 px PNG icon drawn here (a white ring on a violet-to-teal gradient), so the journey needs no binary fixture. */
function iconPng(size = 128): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const r = Math.hypot(x - size / 2, y - size / 2);
      const isRing = r > size * 0.22 && r < size * 0.32;
      row[1 + x * 3] = isRing ? 255 : Math.round(112 * (1 - t) + 18 * t);
      row[2 + x * 3] = isRing ? 255 : Math.round(72 * (1 - t) + 184 * t);
      row[3 + x * 3] = isRing ? 255 : Math.round(232 * (1 - t) + 134 * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A screenshot from the top of the page (a scrolled page repeats the fixed header) once every image has loaded. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() =>
      page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)),
    )
    .toBe(true);
  await shot(page, name);
}

/** Switches the signed-in person's stored theme, as the settings do, then reloads. */
async function setTheme(page: Page, theme: "light" | "dark") {
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  expect(
    (await page.request.put(`/api/users/${me.id}`, { headers, data: { settings: { theme } } })).ok(),
  ).toBe(true);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
}

test("a person registers an organization with an icon, edits its settings and switches to it", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  await signUpAndOnboard(page, "orgsettings");

  // From the account switcher to the registration form.
  await page.getByRole("button", { name: "Switch account" }).click();
  await page.getByRole("menuitem", { name: "Add Organization" }).click();
  await expect(page).toHaveURL(/\/organizations\/new$/);
  await expect(page.getByRole("heading", { name: "Register your organization", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Complete setup" }).click();
  await expect(page.getByText("Enter a name.")).toBeVisible();
  await snap(page, "organization-new-empty");

  await page.locator('input[type="file"]').setInputFiles({
    name: "acme.png",
    mimeType: "image/png",
    buffer: iconPng(),
  });
  await expect(page.getByRole("button", { name: "Remove icon" })).toBeVisible();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Acme Security");
  await page.getByLabel("Introduction").fill("We build the Acme web shop and its payment APIs.");
  await snap(page, "organization-new-filled");
  await page.getByRole("button", { name: "Complete setup" }).click();

  await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const orgNav = nav.getByRole("group", { name: "Acme Security" });
  await expect(orgNav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("img", { name: "Acme Security" })).toBeVisible();
  const headers = await authHeaders(page);
  const created = (await (await page.request.get(`/api/organizations/${id}`, { headers })).json()).data;
  expect(created.icon).toMatch(new RegExp(`^/api/organizations/${id}/avatar\\?v=`));

  // Settings: the admin's form, saved, with the side navigation following the new name.
  await orgNav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/settings$`));
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Domain").fill("https://acme.example");
  await expect(page.getByText("Enter a domain such as example.com.")).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel("Domain").fill("acme.example");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Acme Security Team");
  await page.getByRole("button", { name: "Add a link" }).click();
  await page.getByLabel("Link address").fill("https://github.com/acme");
  await save.click();
  await expect(page.getByText("Success").first()).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(nav.getByRole("group", { name: "Acme Security Team" })).toBeVisible();
  const saved = (await (await page.request.get(`/api/organizations/${id}`, { headers })).json()).data;
  expect(saved).toMatchObject({
    name: "Acme Security Team",
    domain: "acme.example",
    links: [{ type: "github", link: "https://github.com/acme" }],
  });
  await snap(page, "organization-settings-admin");

  // The account switcher lists it, marked as the one open, with another of the person's organizations.
  const other = await page.request.post("/api/organizations", {
    headers,
    data: { name: "Globex International Research and Security Laboratories" },
  });
  expect(other.status()).toBe(201);
  await page.reload();
  await page.getByRole("button", { name: "Switch account" }).click();
  await expect(page.getByRole("menuitem", { name: /Globex International/ })).toBeVisible();
  const entry = page.getByRole("menuitem", { name: /Acme Security Team/ });
  await expect(entry).toHaveAttribute("aria-current", "page");
  await snap(page, "organization-account-switcher");
  await page.keyboard.press("Escape");

  await setTheme(page, "dark");
  await expect(page.getByLabel("Domain")).toHaveValue("acme.example");
  await snap(page, "organization-settings-admin-dark");
  await page.goto("/organizations/new");
  await expect(page.getByRole("heading", { name: "Register your organization", level: 1 })).toBeVisible();
  await snap(page, "organization-new-dark");
  await setTheme(page, "light");

  // A phone: the navigation sits behind the menu button.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/organizations/${id}/settings`);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await snap(page, "organization-settings-phone");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(nav.getByRole("group", { name: "Acme Security Team" })).toBeVisible();
  // The navigation slides in: wait until it has arrived.
  await expect.poll(async () => (await nav.boundingBox())?.x).toBeGreaterThanOrEqual(0);
  await snap(page, "organization-nav-phone");

  // Back to the personal navigation.
  await nav.getByRole("link", { name: "Personal account" }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(nav.getByRole("link", { name: "Leaderboard" })).toBeVisible();

  // Another organization's address is the not-found page.
  await page.goto("/organizations/00000000-0000-4000-8000-000000000000/settings");
  await expect(page.getByText("This page does not exist")).toBeVisible();

  // A member (joined by the admin's invite) reads the same settings without a form.
  const invite = (await (await page.request.post(`/api/organizations/${id}/invites`, { headers })).json())
    .data;
  const context = await browser.newContext();
  const member = await context.newPage();
  await signUpAndOnboard(member, "orgmember");
  const joined = await member.request.post(`/api/organizations/${id}/members`, {
    headers: await authHeaders(member),
    data: { invite: invite.id, code: invite.code },
  });
  expect(joined.status()).toBe(201);
  await member.goto(`/organizations/${id}/settings`);
  await expect(member.getByText("Only an admin can change these settings.")).toBeVisible();
  await expect(member.getByRole("heading", { name: "Acme Security Team", level: 2 })).toBeVisible();
  await expect(member.getByRole("link", { name: "GitHub" })).toHaveAttribute(
    "href",
    "https://github.com/acme",
  );
  await expect(member.getByRole("textbox")).toHaveCount(0);
  await snap(member, "organization-settings-member");
  await context.close();
});
