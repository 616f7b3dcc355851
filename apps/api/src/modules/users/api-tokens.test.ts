import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../db/schema/index.ts";
import { hashToken } from "../../http/tokens.ts";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const create = (userId: string, headers: Headers) =>
  t.app.inject({ method: "POST", url: `/api/users/${userId}/token`, headers });
const list = (userId: string, headers: Headers) =>
  t.app.inject({ url: `/api/users/${userId}/token`, headers });
const revoke = (userId: string, tokenId: string, headers: Headers) =>
  t.app.inject({ method: "DELETE", url: `/api/users/${userId}/token/${tokenId}`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("API key lifecycle", () => {
  it("creates a key shown whole once, which then authenticates, and stops working once revoked", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const created = await create(user.id, headers);
    expect(created.statusCode).toBe(201);
    const key = created.json().data;
    expect(key.token).toMatch(/^bty_[A-Za-z0-9_-]{43}$/);
    expect(key.lastUsedAt).toBeNull();

    const me = await t.app.inject({ url: "/api/users/authenticated", headers: bearer(key.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);

    const listed = await list(user.id, headers);
    expect(listed.json().data).toEqual([
      {
        id: key.id,
        token: `bty_••••${key.token.slice(-4)}`,
        createdAt: key.createdAt,
        lastUsedAt: expect.any(String),
      },
    ]);
    expect(listed.json().meta).toEqual({ total: 1, page: 1, perPage: 5 });

    const revoked = await revoke(user.id, key.id, headers);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ data: { ok: true } });
    const after = await t.app.inject({ url: "/api/users/authenticated", headers: bearer(key.token) });
    expect(after.statusCode).toBe(401);
    expect((await list(user.id, headers)).json().data).toEqual([]);
  });

  it("keeps only the hash of the key", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const { token, id } = (await create(user.id, headers)).json().data;
    const [row] = await t.ctx.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.lastFour).toBe(token.slice(-4));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
  });

  it("never shows the whole key again", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const { token } = (await create(user.id, headers)).json().data;
    const listed = await list(user.id, headers);
    expect(listed.body).not.toContain(token);
  });

  it("allows at most 5 keys, then 409 until one is revoked", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await create(user.id, headers);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    const sixth = await create(user.id, headers);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toEqual({
      code: "conflict",
      message: "You can hold at most 5 API keys. Revoke one before creating another.",
    });
    expect((await list(user.id, headers)).json().data.map((k: { id: string }) => k.id)).toEqual(ids);
    await revoke(user.id, ids[0]!, headers);
    expect((await create(user.id, headers)).statusCode).toBe(201);
  });

  it("holds the cap under concurrent creation", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const results = await Promise.all(Array.from({ length: 8 }, () => create(user.id, headers)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(3);
  });

  it("is refused when managed with an API key (keys are for hunting endpoints)", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const { token, id } = (await create(user.id, headers)).json().data;
    for (const res of [
      await list(user.id, bearer(token)),
      await create(user.id, bearer(token)),
      await revoke(user.id, id, bearer(token)),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("API keys cannot manage the account.");
    }
  });
});

describe("DELETE /api/users/{id}/token/{tokenId}", () => {
  it("is 404 for another user's key id, which keeps working", async () => {
    const owner = await buildSignedInUser(t.ctx);
    const other = await buildSignedInUser(t.ctx);
    const { id, token } = (await create(other.user.id, other.headers)).json().data;
    const res = await revoke(owner.user.id, id, owner.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "not_found", message: "API key not found." });
    expect((await t.app.inject({ url: "/api/users/authenticated", headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it("is 403 for another user's path, and 404 for an unknown key or one already revoked", async () => {
    const owner = await buildSignedInUser(t.ctx);
    const other = await buildSignedInUser(t.ctx);
    const { id } = (await create(owner.user.id, owner.headers)).json().data;
    expect((await revoke(owner.user.id, id, other.headers)).statusCode).toBe(403);
    expect((await revoke(owner.user.id, randomUUID(), owner.headers)).statusCode).toBe(404);
    expect((await revoke(owner.user.id, id, owner.headers)).statusCode).toBe(200);
    expect((await revoke(owner.user.id, id, owner.headers)).statusCode).toBe(404);
  });

  it("is 400 for a key id that is not a uuid", async () => {
    const owner = await buildSignedInUser(t.ctx);
    const res = await revoke(owner.user.id, "1%20OR%201=1", owner.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("tokenId: Not a valid id.");
  });
});

describe("a key as a bearer token", () => {
  it("is 401 when unknown, even with the right prefix", async () => {
    const res = await t.app.inject({ url: "/api/users/authenticated", headers: bearer("bty_notarealkey") });
    expect(res.statusCode).toBe(401);
  });

  it("may read the balance and record the daily login, but not edit the profile", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const { token } = (await create(user.id, headers)).json().data;
    const balance = await t.app.inject({ url: `/api/users/${user.id}/balance`, headers: bearer(token) });
    expect(balance.json()).toEqual({ data: { balance: 0 } });
    const login = await t.app.inject({ method: "POST", url: "/api/users/login", headers: bearer(token) });
    expect(login.statusCode).toBe(200);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { bio: "via key" },
    });
    expect(edit.statusCode).toBe(403);
  });

  it("sees its owner's account view, but without the ability to edit it", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, { email: "keyed@example.test" });
    const { token } = (await create(user.id, headers)).json().data;
    const res = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) });
    expect(res.json().data.email).toBe("keyed@example.test");
    expect(res.json().abilities).toEqual({ update: false });
  });
});
