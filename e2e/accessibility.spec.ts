import type { Page } from "@playwright/test";
import { animationsDone, seriousViolations } from "./support/axe.ts";
import { expect, scaled, test } from "./support/fixtures.ts";
import { authHeaders, shot, signUpAndOnboard } from "./support/helpers.ts";

type Theme = "light" | "dark";

async function expectAccessible(page: Page, name: string) {
  await animationsDone(page);
  // What a person sees first; the whole page is in the journeys' own screenshots (a full-page capture
  // of 24 pages was a fifth of this walk).
  await shot(page, `a11y-${name}`, { fullPage: false });
  expect.soft(await seriousViolations(page), name).toEqual([]);
}

/**
 * Moves the app to `path` the way its links do, without loading the page again: the router follows
 * the browser's history. One load per theme leaves the walk to the pages and axe.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(path);
}

test("visitors' main pages have no serious accessibility violation, in light and dark", async ({ page }) => {
  const pages: Array<[string, string, () => Promise<void>]> = [
    ["signin", "/signin", () => expect(page.getByLabel("E-mail address")).toBeVisible()],
    [
      "programs-visitor",
      "/programs",
      () => expect(page.getByRole("link", { name: /Acme Bug Bounty/ }).first()).toBeVisible(),
    ],
    [
      "program-page-visitor",
      "/programs/acme-bug-bounty",
      () => expect(page.getByRole("heading", { name: /Acme Bug Bounty/ }).first()).toBeVisible(),
    ],
  ];
  await page.goto("/signin");
  // A visitor's theme follows the system's, live: each page is read in both without a reload.
  for (const [name, path, ready] of pages) {
    await navigateInApp(page, path);
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
      await ready();
      await expectAccessible(page, `${name}-${theme}`);
    }
  }
});

test("signed-in main pages have no serious accessibility violation, in light and dark", async ({ page }) => {
  test.setTimeout(scaled(180_000));
  await signUpAndOnboard(page, "a11y");
  const headers = await authHeaders(page);
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  const org = (
    await (await page.request.post("/api/organizations", { headers, data: { name: "Readable Labs" } })).json()
  ).data;
  const program = await page.request.post("/api/programs", {
    headers,
    data: { name: "Readable VDP", type: "vdp", organization: org.id, visibility: "public" },
  });
  expect(program.ok()).toBe(true);
  // A report of theirs to the demo bug bounty, for the report pages.
  const bounty = (await (await page.request.get("/api/programs/acme-bug-bounty", { headers })).json()).data;
  expect((await page.request.post(`/api/programs/${bounty.id}/guideline`, { headers })).ok()).toBe(true);
  const sent = await page.request.post("/api/reports", {
    headers,
    data: {
      title: "Readable report",
      scope: bounty.scopeGroups[0].id,
      content: "## Steps\n1. Open the page.\n\n**Impact**: none.",
      program: bounty.id,
      vrt: "cross_site_scripting_xss.stored.self",
      criticality: { type: "custom", severity: "low" },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const report = (await sent.json()).data;

  const pages: Array<[string, string, (p: Page) => Promise<void>]> = [
    [
      "programs",
      "/programs",
      (p) => expect(p.getByRole("link", { name: /Acme Bug Bounty/ }).first()).toBeVisible(),
    ],
    [
      "program-page",
      "/programs/acme-bug-bounty",
      (p) => expect(p.getByRole("heading", { name: /Acme Bug Bounty/ }).first()).toBeVisible(),
    ],
    [
      "organization-dashboard",
      `/organizations/${org.id}`,
      (p) => expect(p.getByText("Readable Labs").first()).toBeVisible(),
    ],
    [
      "organization-members",
      `/organizations/${org.id}/members`,
      (p) => expect(p.getByText(me.displayName).first()).toBeVisible(),
    ],
    [
      "organization-programs",
      `/organizations/${org.id}/programs`,
      (p) => expect(p.getByText("Readable VDP").first()).toBeVisible(),
    ],
    ["reports", "/reports", (p) => expect(p.getByRole("link", { name: /Readable report/ })).toBeVisible()],
    [
      "report-page",
      `/reports/${report.id}`,
      (p) => expect(p.getByRole("heading", { level: 1, name: "Readable report" })).toBeVisible(),
    ],
    [
      "report-submit",
      "/programs/acme-bug-bounty/submit",
      (p) => expect(p.getByRole("button", { name: "Submit report" })).toBeVisible(),
    ],
    [
      "organization-reports",
      `/organizations/${org.id}/reports`,
      (p) => expect(p.getByText("No Reports Found")).toBeVisible(),
    ],
  ];
  for (const theme of ["light", "dark"] as Theme[]) {
    const saved = await page.request.put(`/api/users/${me.id}`, { headers, data: { settings: { theme } } });
    expect(saved.ok()).toBe(true);
    await page.goto("/programs");
    for (const [name, path, ready] of pages) {
      await navigateInApp(page, path);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", theme);
      await ready(page);
      await expectAccessible(page, `${name}-${theme}`);
    }
  }
});
