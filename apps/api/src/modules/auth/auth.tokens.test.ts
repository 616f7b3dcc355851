import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens } from "../../db/schema/index.ts";
import { hashToken } from "../../http/tokens.ts";
import { buildSignedInUser, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: "5" });
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/token/refresh", payload: { refreshToken } });
const me = (token: string) =>
  t.app.inject({ url: "/api/users/authenticated", headers: { authorization: `Bearer ${token}` } });
/** Pretends the token was rotated long ago, past the grace. */
const ageRotation = (token: string) =>
  t.ctx.database.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - 60_000) })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));

describe("refresh tokens", () => {
  it("rotate: each use returns a new pair that works", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    expect(pair.refreshToken).not.toBe(refreshToken);
    expect((await me(pair.token)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it("tolerate a replay within the grace (a lost response)", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(200);
    expect((await me(replay.json().data.token)).statusCode).toBe(200);
  });

  it("revoke the whole sign-in when a rotated token is reused after the grace", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    const pair = (await refresh(refreshToken)).json().data;
    await ageRotation(refreshToken);

    const reuse = await refresh(refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.message).toBe("Your session has ended. Please sign in again.");
    // The legitimate successor and its access token die with the family.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await me(pair.token)).statusCode).toBe(401);
  });

  it("leave other sign-ins of the same user alone on reuse", async () => {
    const a = await buildSignedInUser(t.ctx);
    const other = await signIn(t.ctx, a.user.id);
    await refresh(a.refreshToken);
    await ageRotation(a.refreshToken);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it("refuse an expired refresh token and leave it as it was", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    const expiresAt = new Date(Date.now() - 1_000);
    await db
      .update(refreshTokens)
      .set({ expiresAt })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(401);
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(row!.rotatedAt).toBeNull();
  });

  it("refuse a token of a revoked sign-in without issuing a successor", async () => {
    const { refreshToken, token } = await buildSignedInUser(t.ctx);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    const db = t.ctx.database.db;
    const [mine] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const before = await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, mine!.sessionId));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const after = await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, mine!.sessionId));
    expect(after).toHaveLength(before.length);
  });

  it("give both of two simultaneous uses of one token a working pair, rotating it once", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.refreshToken).not.toBe(b.json().data.refreshToken);
    expect((await me(a.json().data.token)).statusCode).toBe(200);
    expect((await me(b.json().data.token)).statusCode).toBe(200);
  });

  it("refuse unknown, blank and malformed refresh tokens", async () => {
    expect((await refresh("nope")).statusCode).toBe(401);
    expect((await refresh("")).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh",
      payload: { refreshToken: "x", userId: "y" },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe("access tokens", () => {
  it("refuse a token signed with another key, a garbage token and a bad scheme", async () => {
    const { token } = await buildSignedInUser(t.ctx);
    const [h, p] = token.split(".");
    expect((await me(`${h}.${p}.AAAA`)).statusCode).toBe(401);
    expect((await me("garbage")).statusCode).toBe(401);
    const basic = await t.app.inject({
      url: "/api/users/authenticated",
      headers: { authorization: "Basic abc" },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().error.message).toBe("Please sign up/in to access the resource.");
  });

  it("stop working after sign-out, with the refresh token", async () => {
    const { token, refreshToken, headers } = await buildSignedInUser(t.ctx);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it("sign-out needs a sign-in", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(401);
  });
});
