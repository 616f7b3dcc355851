import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginRequests, refreshTokens } from "../../db/schema/index.ts";
import { hashToken } from "../../http/tokens.ts";
import { buildSignedInUser, buildUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKER: "0", REFRESH_REUSE_GRACE_SECONDS: "5" });
});
afterAll(() => t.close());

const WEB = { "x-refresh-cookie": "1" };

/** A sign-in confirmed by its link, waiting for the screen's poll. */
async function confirmedRequest(userId: string): Promise<string> {
  const [row] = await t.ctx.database.db
    .insert(loginRequests)
    .values({
      strategy: "email",
      mode: "login",
      state: randomBytes(8).toString("hex"),
      status: "confirmed",
      userId,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning({ id: loginRequests.id });
  return row!.id;
}

/** The refresh cookie a response set: its value and attributes. */
function refreshCookieOf(res: LightMyRequestResponse) {
  const cookie = res.cookies.find((c) => c.name === "bounty_refresh");
  if (!cookie) throw new Error("no refresh cookie was set");
  return cookie as typeof cookie & {
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    maxAge?: number;
  };
}

const refreshWithCookie = (value: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/token/refresh",
    headers: { ...WEB, cookie: `bounty_refresh=${value}` },
    payload: {},
  });
const me = (token: string) =>
  t.app.inject({ url: "/api/users/authenticated", headers: { authorization: `Bearer ${token}` } });

describe("the web app's refresh token lives in an HttpOnly cookie", () => {
  it("a sign-in asked for it so answers the access token only and sets the cookie, limited to /api/auth", async () => {
    const user = await buildUser(t.ctx.database.db);
    const res = await t.app.inject({
      url: `/api/auth/token?request=${await confirmedRequest(user.id)}`,
      headers: WEB,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(["status", "token"]);
    expect((await me(data.token)).statusCode).toBe(200);
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({
      path: "/api/auth",
      httpOnly: true,
      sameSite: "Strict",
      maxAge: 30 * 86400,
    });
    // Local development over http: not Secure (see the https case below).
    expect(cookie.secure).toBeUndefined();
    expect(res.body).not.toContain(cookie.value);
  });

  it("refreshes from the cookie alone, rotating it, and never puts the refresh token in the body", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    const res = await refreshWithCookie(refreshToken);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data)).toEqual(["token"]);
    expect((await me(res.json().data.token)).statusCode).toBe(200);
    const next = refreshCookieOf(res).value;
    expect(next).not.toBe(refreshToken);
    expect(res.body).not.toContain(next);
    expect((await refreshWithCookie(next)).statusCode).toBe(200);
  });

  it("keeps the rotation and reuse rules: a rotated cookie reused after the grace ends the sign-in and is dropped", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    const successor = refreshCookieOf(await refreshWithCookie(refreshToken)).value;
    await t.ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const reuse = await refreshWithCookie(refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(refreshCookieOf(reuse)).toMatchObject({ value: "", path: "/api/auth" });
    expect((await refreshWithCookie(successor)).statusCode).toBe(401);
  });

  it("answers 401 without a body token or a cookie, and 401 for a made-up cookie", async () => {
    const none = await t.app.inject({ method: "POST", url: "/api/auth/token/refresh", payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe("Your session has ended. Please sign in again.");
    const bare = await t.app.inject({ method: "POST", url: "/api/auth/token/refresh" });
    expect(bare.statusCode).toBe(401);
    expect((await refreshWithCookie("made-up")).statusCode).toBe(401);
  });

  it("still takes { refreshToken } in the body for API clients, answering the pair and setting no cookie", async () => {
    const { refreshToken } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh",
      payload: { refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(["refreshToken", "token"]);
    expect(res.cookies).toEqual([]);
    // And a sign-in without the header gets both tokens in the body, as the spec's call says.
    const user = await buildUser(t.ctx.database.db);
    const poll = await t.app.inject({ url: `/api/auth/token?request=${await confirmedRequest(user.id)}` });
    expect(Object.keys(poll.json().data).sort()).toEqual(["refreshToken", "status", "token"]);
    expect(poll.cookies).toEqual([]);
  });

  it("sign-out clears the cookie and ends the sign-in it carried", async () => {
    const { refreshToken, headers } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(res.statusCode).toBe(200);
    const cleared = refreshCookieOf(res);
    expect(cleared).toMatchObject({ value: "", path: "/api/auth", httpOnly: true });
    expect(new Date(String((cleared as { expires?: Date }).expires)).getTime()).toBeLessThan(Date.now());
    expect((await refreshWithCookie(refreshToken)).statusCode).toBe(401);
  });
});

describe("outside local development", () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ WORKER: "0", PUBLIC_URL: "https://bounty.example.com" });
  });
  afterAll(() => https.close());

  it("the cookie is Secure", async () => {
    const { refreshToken } = await buildSignedInUser(https.ctx);
    const res = await https.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh",
      headers: { cookie: `bounty_refresh=${refreshToken}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res).secure).toBe(true);
  });
});
