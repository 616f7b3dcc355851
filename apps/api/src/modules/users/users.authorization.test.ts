import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { multipartBody, tinyPng } from "./users.fixtures.ts";

// One row per route of docs/authorization-matrix.md: anonymous, another user, the owner (in a
// session and with an API key) and an unknown id, each with the status the matrix promises.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
interface Owner {
  id: string;
  headers: Headers;
  apiKeyHeaders: Headers;
  tokenId: string;
}

interface Row {
  route: string;
  request: (o: { userId: string; tokenId: string }) => Omit<InjectOptions, "headers"> & { headers?: Headers };
  anonymous: number;
  anotherUser: number;
  owner: number;
  ownerApiKey: number;
}

const png = multipartBody([{ filename: "me.png", contentType: "image/png", content: tinyPng }]);
const json = (method: "PUT" | "POST", url: string, payload: object) => ({ method, url, payload });

const rows: Row[] = [
  {
    route: "GET /api/users/{id}",
    request: ({ userId }) => ({ method: "GET", url: `/api/users/${userId}` }),
    ...{ anonymous: 200, anotherUser: 200, owner: 200, ownerApiKey: 200 },
  },
  {
    route: "PUT /api/users/{id}",
    request: ({ userId }) => json("PUT", `/api/users/${userId}`, { bio: "Hello" }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "DELETE /api/users/{id}",
    request: ({ userId }) => ({ method: "DELETE", url: `/api/users/${userId}` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "PUT /api/users/{id}/avatar",
    request: ({ userId }) => ({ method: "PUT", url: `/api/users/${userId}/avatar`, ...png }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "GET /api/users/{id}/token",
    request: ({ userId }) => ({ method: "GET", url: `/api/users/${userId}/token` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "POST /api/users/{id}/token",
    request: ({ userId }) => ({ method: "POST", url: `/api/users/${userId}/token` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 201, ownerApiKey: 403 },
  },
  {
    route: "DELETE /api/users/{id}/token/{tokenId}",
    request: ({ userId, tokenId }) => ({ method: "DELETE", url: `/api/users/${userId}/token/${tokenId}` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "GET /api/users/{id}/private",
    request: ({ userId }) => ({ method: "GET", url: `/api/users/${userId}/private` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "PUT /api/users/{id}/private",
    request: ({ userId }) =>
      json("PUT", `/api/users/${userId}/private`, {
        ...{ name: "A B", address1: "1 Road", postCode: "75001", city: "Paris", country: "FR" },
      }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "GET /api/users/{id}/billing",
    request: ({ userId }) => ({ method: "GET", url: `/api/users/${userId}/billing` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "PUT /api/users/{id}/billing",
    request: ({ userId }) =>
      json("PUT", `/api/users/${userId}/billing`, { type: "paypal", identifier: "me@example.test" }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "GET /api/users/{id}/balance",
    request: ({ userId }) => ({ method: "GET", url: `/api/users/${userId}/balance` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 200 },
  },
  {
    route: "GET /api/users/{id}/settings",
    request: ({ userId }) => ({ method: "GET", url: `/api/users/${userId}/settings` }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
  {
    route: "PUT /api/users/{id}/settings",
    request: ({ userId }) => json("PUT", `/api/users/${userId}/settings`, { theme: "dark" }),
    ...{ anonymous: 401, anotherUser: 403, owner: 200, ownerApiKey: 403 },
  },
];

/** A fresh owner with one API key (its id is the tokenId the token routes act on). */
async function buildOwner(): Promise<Owner> {
  const { user, headers } = await buildSignedInUser(t.ctx);
  const res = await t.app.inject({ method: "POST", url: `/api/users/${user.id}/token`, headers });
  expect(res.statusCode).toBe(201);
  const { id: tokenId, token } = res.json().data;
  return { id: user.id, headers, apiKeyHeaders: { authorization: `Bearer ${token}` }, tokenId };
}

async function send(row: Row, owner: Owner, headers: Headers, userId = owner.id) {
  const req = row.request({ userId, tokenId: owner.tokenId });
  return t.app.inject({ ...req, headers: { ...req.headers, ...headers } } as InjectOptions);
}

describe.each(rows)("$route", (row) => {
  it(`anonymous: ${row.anonymous}`, async () => {
    const owner = await buildOwner();
    const res = await send(row, owner, {});
    expect(res.statusCode).toBe(row.anonymous);
    if (row.anonymous === 401) {
      expect(res.json().error).toEqual({
        code: "unauthorized",
        message: "Please sign up/in to access the resource.",
      });
    }
  });

  it(`another user: ${row.anotherUser}`, async () => {
    const owner = await buildOwner();
    const other = await buildSignedInUser(t.ctx);
    const res = await send(row, owner, other.headers);
    expect(res.statusCode).toBe(row.anotherUser);
    if (row.anotherUser === 403) {
      expect(res.json().error).toEqual({
        code: "forbidden",
        message: "You can only manage your own account.",
      });
    }
  });

  it(`owner: ${row.owner}`, async () => {
    const owner = await buildOwner();
    const res = await send(row, owner, owner.headers);
    expect(res.statusCode).toBe(row.owner);
  });

  it(`owner with an API key: ${row.ownerApiKey}`, async () => {
    const owner = await buildOwner();
    const res = await send(row, owner, owner.apiKeyHeaders);
    expect(res.statusCode).toBe(row.ownerApiKey);
    if (row.ownerApiKey === 403) expect(res.json().error.message).toBe("API keys cannot manage the account.");
  });

  it("unknown id: 404", async () => {
    const owner = await buildOwner();
    const res = await send(row, owner, owner.headers, randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "not_found", message: "User not found." });
  });

  it("an id that is not a uuid: 400 or 404, never 500", async () => {
    const owner = await buildOwner();
    const res = await send(row, owner, owner.headers, "not-a-uuid'--");
    expect([400, 404]).toContain(res.statusCode);
  });
});

describe("routes about the signed-in user", () => {
  it.each([
    ["GET", "/api/users/authenticated"],
    ["GET", "/api/users/authenticated/credits"],
    ["POST", "/api/users/login"],
  ] as const)("%s %s: 401 anonymous, 200 in a session and with an API key", async (method, url) => {
    const owner = await buildOwner();
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method, url, headers: owner.apiKeyHeaders })).statusCode).toBe(200);
  });

  it("a bad bearer token is a 401 even on a public route", async () => {
    const owner = await buildOwner();
    const res = await t.app.inject({
      url: `/api/users/${owner.id}`,
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(res.statusCode).toBe(401);
  });
});
