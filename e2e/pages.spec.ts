import { expect, test } from "./support/fixtures.ts";
import { shot } from "./support/helpers.ts";

test("unknown paths show the 404 page and the error page shows the spec's texts", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("This page does not exist")).toBeVisible();
  await shot(page, "not-found");

  await page.goto("/error?error=Forbidden");
  await expect(
    page.getByText(
      "You are not allowed to access this resource. The resource might not exist or you don't have a right to access.",
    ),
  ).toBeVisible();
  await page
    .getByRole("button", { name: "Go to Homepage" })
    .or(page.getByRole("link", { name: "Go to Homepage" }))
    .click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("visitors see the top bar and the programs page with its filters in the URL", async ({ page }) => {
  await page.goto("/programs?type=vdp");
  for (const item of ["For Companies", "For Researchers", "Programs", "Leaderboards", "Sign In", "Sign Up"]) {
    await expect(page.getByRole("banner").getByText(item, { exact: true }).first()).toBeVisible();
  }
  // The demo data's vulnerability disclosure program, and not its bug bounty programs.
  await expect(page.getByRole("link", { name: /Acme Web VDP/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Acme Bug Bounty/ })).toHaveCount(0);
  await shot(page, "programs-visitor");
  await page.getByLabel("Search programs").fill("no such program");
  await expect(page).toHaveURL(/s=no/);
  await expect(page.getByText("No Programs Found")).toBeVisible();
});
