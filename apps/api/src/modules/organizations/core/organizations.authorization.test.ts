import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { multipartBody, tinyPng } from "../../users/users.fixtures.ts";
import { apiKeyHeaders, buildWorld, type World } from "./organizations.fixtures.ts";

// One row per route of docs/authorization-matrix.md (Organizations): every kind of caller, each
// with the status the matrix promises. "Other admin" is the admin of another organization.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = "anonymous" | "nonMember" | "member" | "triage" | "admin" | "otherAdmin" | "adminApiKey";
type Row = { route: string; request: (w: World) => InjectOptions } & Record<Who, number>;

const png = multipartBody([{ filename: "icon.png", contentType: "image/png", content: tinyPng }]);
const base = (w: World) => `/api/organizations/${w.org.id}`;
const adminOnly = {
  anonymous: 401,
  nonMember: 404,
  member: 403,
  triage: 403,
  admin: 200,
  otherAdmin: 404,
  adminApiKey: 403,
};
const membersOnly = {
  anonymous: 401,
  nonMember: 404,
  member: 200,
  triage: 200,
  admin: 200,
  otherAdmin: 404,
  adminApiKey: 403,
};

const rows: Row[] = [
  { route: "GET /api/organizations/{id}", request: (w) => ({ method: "GET", url: base(w) }), ...membersOnly },
  {
    route: "PUT /api/organizations/{id}",
    request: (w) => ({ method: "PUT", url: base(w), payload: { bio: "We make things." } }),
    ...adminOnly,
  },
  {
    route: "PUT /api/organizations/{id}/avatar",
    request: (w) => ({ method: "PUT", url: `${base(w)}/avatar`, payload: png.payload, headers: png.headers }),
    ...adminOnly,
  },
  {
    route: "GET /api/organizations/{id}/members",
    request: (w) => ({ method: "GET", url: `${base(w)}/members` }),
    ...membersOnly,
  },
  {
    route: "GET /api/organizations/{id}/members/authenticated",
    request: (w) => ({ method: "GET", url: `${base(w)}/members/authenticated` }),
    ...membersOnly,
  },
  {
    route: "POST /api/organizations/{id}/members",
    request: (w) => ({
      method: "POST",
      url: `${base(w)}/members`,
      payload: { invite: w.invite.id, code: w.invite.code },
    }),
    ...{
      anonymous: 401,
      nonMember: 201,
      member: 409,
      triage: 409,
      admin: 409,
      otherAdmin: 201,
      adminApiKey: 403,
    },
  },
  {
    route: "PUT /api/organizations/{id}/members/{memberId}",
    request: (w) => ({
      method: "PUT",
      url: `${base(w)}/members/${w.target.memberId}`,
      payload: { role: "triage" },
    }),
    ...adminOnly,
  },
  {
    route: "DELETE /api/organizations/{id}/members/{memberId}",
    request: (w) => ({ method: "DELETE", url: `${base(w)}/members/${w.target.memberId}` }),
    ...adminOnly,
  },
  {
    route: "GET /api/organizations/{id}/roles",
    request: (w) => ({ method: "GET", url: `${base(w)}/roles` }),
    ...membersOnly,
  },
  {
    route: "GET /api/organizations/{id}/invites",
    request: (w) => ({ method: "GET", url: `${base(w)}/invites` }),
    ...adminOnly,
  },
  {
    route: "POST /api/organizations/{id}/invites",
    request: (w) => ({ method: "POST", url: `${base(w)}/invites` }),
    ...adminOnly,
    admin: 201,
  },
  {
    route: "GET /api/organizations/{id}/invites/{inviteId}?code",
    request: (w) => ({ method: "GET", url: `${base(w)}/invites/${w.invite.id}?code=${w.invite.code}` }),
    ...{
      anonymous: 401,
      nonMember: 200,
      member: 200,
      triage: 200,
      admin: 200,
      otherAdmin: 200,
      adminApiKey: 403,
    },
  },
  {
    route: "DELETE /api/organizations/{id}/invites/{inviteId}",
    request: (w) => ({ method: "DELETE", url: `${base(w)}/invites/${w.invite.id}` }),
    ...adminOnly,
  },
];

async function headersOf(w: World, who: Who): Promise<Record<string, string>> {
  if (who === "anonymous") return {};
  if (who === "adminApiKey") return apiKeyHeaders(t, w.admin.user.id, w.admin.headers);
  return w[who].headers;
}

async function send(row: Row, w: World, headers: Record<string, string>) {
  const req = row.request(w);
  return t.app.inject({ ...req, headers: { ...(req.headers as object), ...headers } } as InjectOptions);
}

const callers: Who[] = ["anonymous", "nonMember", "member", "triage", "admin", "otherAdmin", "adminApiKey"];

describe.each(rows)("$route", (row) => {
  it.each(callers)("%s", async (who) => {
    const w = await buildWorld(t);
    const res = await send(row, w, await headersOf(w, who));
    expect(res.statusCode).toBe(row[who]);
    const error = res.statusCode >= 400 ? res.json().error : null;
    if (row[who] === 401) expect(error.code).toBe("unauthorized");
    if (row[who] === 404) expect(error).toEqual({ code: "not_found", message: "Organization not found." });
    if (who === "adminApiKey") expect(error.message).toBe("API keys cannot manage organizations.");
  });

  it("an id that is not a uuid: 400 naming the field", async () => {
    const w = await buildWorld(t);
    const req = row.request(w);
    const url = (req.url as string).replace(w.org.id, "not-a-uuid'--");
    const res = await t.app.inject({
      ...req,
      url,
      headers: { ...(req.headers as object), ...w.admin.headers },
    } as InjectOptions);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^id: /);
  });
});

describe("routes without an organization in the path", () => {
  it.each([
    ["POST", "/api/organizations", { name: "Acme" }],
    ["GET", "/api/organizations?isMember=true", undefined],
  ] as const)("%s %s: 401 anonymous, 403 with an API key, 2xx in a session", async (method, url, payload) => {
    const w = await buildWorld(t);
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    const key = await apiKeyHeaders(t, w.nonMember.user.id, w.nonMember.headers);
    expect((await t.app.inject({ method, url, payload, headers: key })).statusCode).toBe(403);
    const res = await t.app.inject({ method, url, payload, headers: w.nonMember.headers });
    expect(res.statusCode).toBe(method === "POST" ? 201 : 200);
  });
});
