import { readFile } from "node:fs/promises";
import { animationsDone, seriousViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { authHeaders, shot, signUpAndOnboard } from "./support/helpers.ts";
import { chooseTheme, dismissToasts } from "./support/program-steps.ts";

// Issue 46: the audit log. An organization's admin reads who did what, from which session, narrows
// it to a person and an action, and exports it (the platform's log: program-settings.spec.ts).

test("an admin reads the audit log, narrows it to a person and an action, and exports it", async ({
  page,
}) => {
  await signUpAndOnboard(page, "auditor");
  const headers = await authHeaders(page);
  const name = `Audited ${Date.now().toString(36)}`;
  const org = (await (await page.request.post("/api/organizations", { headers, data: { name } })).json())
    .data as { id: string };
  // Something worth finding: an invite link made and withdrawn, an API key made and revoked.
  const invite = (await (await page.request.post(`/api/organizations/${org.id}/invites`, { headers })).json())
    .data as { id: string };
  await page.request.delete(`/api/organizations/${org.id}/invites/${invite.id}`, { headers });
  const me = (await (await page.request.get("/api/users/authenticated", { headers })).json()).data;
  const key = (await (await page.request.post(`/api/users/${me.id}/token`, { headers })).json()).data;
  await page.request.delete(`/api/users/${me.id}/token/${key.id}`, { headers });

  await page.goto(`/organizations/${org.id}`);
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const log = page.getByTestId("audit-log");
  await expect(log).toContainText("org.invite.deleted");
  await expect(log).toContainText("user.api_key.revoked");
  await expect(log.getByText("Session", { exact: false }).first()).toBeVisible();

  await page.getByRole("combobox", { name: "Action" }).fill("org.invite");
  await page.getByRole("option", { name: "org.invite", exact: true }).click();
  await expect(log.getByRole("row")).toHaveCount(3);
  await expect(log).not.toContainText("user.api_key");
  await log
    .getByRole("button", { name: /auditor tester/ })
    .first()
    .click();
  await expect(page.getByText("Only auditor tester's entries")).toBeVisible();
  await animationsDone(page);
  await shot(page, "audit-log-light", { fullPage: false });
  expect.soft(await seriousViolations(page), "audit log").toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("org.invite.created");
  expect(csv).not.toContain("user.api_key");

  await chooseTheme(page, "Dark");
  await dismissToasts(page);
  await shot(page, "audit-log-dark", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/organizations/${org.id}/audit-log`);
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await animationsDone(page);
  await shot(page, "audit-log-phone", { fullPage: false });
});
