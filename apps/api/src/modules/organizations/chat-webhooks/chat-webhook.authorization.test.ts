import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { apiKeyHeaders, buildWorld, type World } from "../core/organizations.fixtures.ts";

// The chat webhook rows of docs/authorization-matrix.md: every kind of caller on every route, each
// with the status the matrix promises. "otherAdmin" is the admin of another organization that has
// its own webhook, so a 404 here cannot come from "no webhook".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = "anonymous" | "nonMember" | "member" | "triage" | "admin" | "otherAdmin" | "adminApiKey";
const callers: Who[] = ["anonymous", "nonMember", "member", "triage", "admin", "otherAdmin", "adminApiKey"];
const hook = (n: string) => `https://hooks.slack.com/services/T0/B0/${n}`;
const slack = (orgId: string) => `/api/organizations/${orgId}/slack`;

/** A world whose organization (and the other one) already has a webhook, except for POST. */
async function worldWithWebhooks(withWebhook: boolean) {
  const w = await buildWorld(t);
  if (withWebhook) {
    for (const [org, headers] of [
      [w.org, w.admin.headers],
      [w.otherOrg, w.otherAdmin.headers],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: slack(org.id),
        headers,
        payload: { webhook: hook(org.id) },
      });
      expect(res.statusCode).toBe(201);
    }
  }
  return w;
}

const adminOnly = {
  anonymous: 401,
  nonMember: 404,
  member: 403,
  triage: 403,
  otherAdmin: 404,
  adminApiKey: 403,
};
const rows: Array<{
  route: string;
  hasWebhook: boolean;
  admin: number;
  request: (w: World) => InjectOptions;
}> = [
  { route: "GET", hasWebhook: true, admin: 200, request: (w) => ({ method: "GET", url: slack(w.org.id) }) },
  {
    route: "POST",
    hasWebhook: false,
    admin: 201,
    request: (w) => ({
      method: "POST",
      url: slack(w.org.id),
      payload: { webhook: hook("new"), active: true },
    }),
  },
  {
    route: "PUT",
    hasWebhook: true,
    admin: 200,
    request: (w) => ({ method: "PUT", url: slack(w.org.id), payload: { active: false } }),
  },
  {
    route: "DELETE",
    hasWebhook: true,
    admin: 200,
    request: (w) => ({ method: "DELETE", url: slack(w.org.id) }),
  },
];

async function headersOf(w: World, who: Who): Promise<Record<string, string>> {
  if (who === "anonymous") return {};
  if (who === "adminApiKey") return apiKeyHeaders(t, w.admin.user.id, w.admin.headers);
  return w[who].headers;
}

describe.each(rows)("$route /api/organizations/{id}/slack", (row) => {
  it.each(callers)("%s", async (who) => {
    const w = await worldWithWebhooks(row.hasWebhook);
    const req = row.request(w);
    const res = await t.app.inject({ ...req, headers: await headersOf(w, who) } as InjectOptions);
    const expected = who === "admin" ? row.admin : adminOnly[who];
    expect(res.statusCode).toBe(expected);
    const body = res.json();
    if (expected === 401) expect(body.error.code).toBe("unauthorized");
    if (expected === 404)
      expect(body.error).toEqual({ code: "not_found", message: "Organization not found." });
    if (who === "member" || who === "triage") {
      expect(body.error).toEqual({
        code: "forbidden",
        message: "Only an admin can manage the chat webhook.",
      });
    }
    if (who === "adminApiKey") expect(body.error.message).toBe("API keys cannot manage organizations.");
    // Nobody but the admin ever sees a webhook address.
    if (who !== "admin") expect(res.body).not.toContain("hooks.slack.com");

    // A refused caller changed nothing: the admin still reads the webhook as it was.
    if (who !== "admin") {
      const after = await t.app.inject({ method: "GET", url: slack(w.org.id), headers: w.admin.headers });
      expect(after.json().data).toEqual(
        row.hasWebhook ? expect.objectContaining({ webhook: hook(w.org.id), active: true }) : null,
      );
    }
  });

  it("an id that is not a uuid: 400 naming the field", async () => {
    const w = await worldWithWebhooks(false);
    const req = row.request(w);
    const res = await t.app.inject({
      ...req,
      url: slack("not-a-uuid'--"),
      headers: w.admin.headers,
    } as InjectOptions);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^id: /);
  });
});
