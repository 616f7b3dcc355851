import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identities, sessions } from "../../db/schema/index.ts";
import { buildUser, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { softAuthenticator } from "../../test/soft-authenticator.ts";
import { securityHelpers } from "./security.fixtures.ts";

let t: TestApp;
let origin: string;
const h = securityHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
  origin = new URL(t.ctx.config.PUBLIC_URL).origin;
  h.watch();
});
afterAll(() => t.close());

/** A person who added a passkey from a signed-in session. */
async function withPasskey() {
  const email = `key-${Math.random().toString(36).slice(2)}@example.test`;
  const user = await buildUser(t.ctx.database.db, { email, emailVerifiedAt: new Date() });
  await t.ctx.database.db
    .insert(identities)
    .values({ userId: user.id, provider: "email", subject: email, email });
  const { token } = await signIn(t.ctx, user.id);
  const base = `/api/users/${user.id}/security`;
  const key = softAuthenticator();
  const options = (
    await t.app.inject({ method: "POST", url: `${base}/passkeys/options`, headers: h.as(token) })
  ).json().data;
  expect(options.authenticatorSelection).toMatchObject({ residentKey: "required" });
  const added = await t.app.inject({
    method: "POST",
    url: `${base}/passkeys`,
    headers: h.as(token),
    payload: { name: "Laptop", response: key.register(options, origin) },
  });
  expect(added.statusCode).toBe(201);
  expect(added.json().data.recoveryCodes).toHaveLength(10);
  return { user, email, token, base, key };
}

const startPasskeySignIn = async () =>
  (await t.app.inject({ method: "POST", url: "/api/auth/passkey/options" })).json().data;
const passkeySignIn = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/passkey", payload });

describe("a passkey", () => {
  it("is added by the browser's answer to its options, once, and its options answer once", async () => {
    const { user, token, base, key } = await withPasskey();
    const overview = (await t.app.inject({ url: base, headers: h.as(token) })).json().data;
    expect(overview.factors).toMatchObject([{ kind: "passkey", name: "Laptop" }]);
    expect(await h.queued(user.id, "user.factor.added")).toHaveLength(1);
    // The same answer again: its challenge was taken.
    const options = (
      await t.app.inject({ method: "POST", url: `${base}/passkeys/options`, headers: h.as(token) })
    ).json().data;
    expect(options.excludeCredentials).toEqual([
      { id: key.credentialId, transports: ["internal"], type: "public-key" },
    ]);
    const replay = await t.app.inject({
      method: "POST",
      url: `${base}/passkeys`,
      headers: h.as(token),
      payload: { name: "Again", response: key.register({ ...options, challenge: "old" }, origin) },
    });
    expect(replay.statusCode).toBe(400);
    // Garbage where the browser's answer goes is a 400, never a 500.
    const garbage = await t.app.inject({
      method: "POST",
      url: `${base}/passkeys`,
      headers: h.as(token),
      payload: { name: "Junk", response: { id: 1, response: "x" } },
    });
    expect([400, 410]).toContain(garbage.statusCode);
  });

  it("answers the second-factor step after the e-mail link", async () => {
    const { user, email, key } = await withPasskey();
    const { request, answer } = await h.emailFirstFactor(email);
    expect(answer.challenge).toMatchObject({ passkey: true, totp: false, recovery: true });
    const options = answer.challenge.passkeyOptions;
    expect(options.allowCredentials).toEqual([
      { id: key.credentialId, transports: ["internal"], type: "public-key" },
    ]);
    const done = await h.secondFactor({
      request,
      passkey: key.assert(options, origin, { userVerified: false }),
    });
    expect(done.statusCode).toBe(200);
    const rows = await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.find((r) => r.method === "email")).toMatchObject({ secondFactor: "passkey" });
  });

  it("signs in alone, without a mail, when it verifies its user; the session says so", async () => {
    const { user, key } = await withPasskey();
    const start = await startPasskeySignIn();
    // Without user verification a passkey is one factor: refused as a sign-in on its own.
    const weak = await passkeySignIn({
      request: start.request,
      response: key.assert(start.options, origin, { userVerified: false }),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toMatch(/PIN or biometrics/);
    const done = await t.app.inject({
      method: "POST",
      url: "/api/auth/passkey",
      payload: { request: start.request, response: key.assert(start.options, origin) },
      headers: {
        "user-agent":
          "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      },
    });
    expect(done.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/users/authenticated", headers: h.as(done.json().data.token) });
    expect(me.json().data.id).toBe(user.id);
    const list = (
      await t.app.inject({ url: `/api/users/${user.id}/sessions`, headers: h.as(done.json().data.token) })
    ).json().data;
    expect(list[0]).toMatchObject({
      current: true,
      method: "passkey",
      browser: "Chrome 131",
      system: "macOS",
    });
    // The request is spent: the same answer cannot sign in twice.
    expect(
      (await passkeySignIn({ request: start.request, response: key.assert(start.options, origin) }))
        .statusCode,
    ).toBe(410);
  });

  it("refuses an unknown passkey, another request's answer, and a malformed body", async () => {
    const { key } = await withPasskey();
    const stranger = softAuthenticator();
    const start = await startPasskeySignIn();
    const unknown = await passkeySignIn({
      request: start.request,
      response: stranger.assert(start.options, origin),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/not registered/);
    const other = await startPasskeySignIn();
    expect(
      (await passkeySignIn({ request: other.request, response: key.assert(start.options, origin) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await passkeySignIn({
          request: other.request,
          response: key.assert(other.options, "https://evil.example"),
        })
      ).statusCode,
    ).toBe(400);
    expect((await passkeySignIn({ request: other.request, response: "nope" })).statusCode).toBe(400);
    expect(
      (await passkeySignIn({ request: other.request, response: { id: "x".repeat(5000) } })).statusCode,
    ).toBe(400);
    // The passkey sign-in's request is no e-mail request: the poll does not know it.
    expect((await h.poll(other.request)).statusCode).toBe(404);
    expect(
      (await passkeySignIn({ request: other.request, response: key.assert(other.options, origin) }))
        .statusCode,
    ).toBe(200);
  });

  it("keeps a counter past 31 bits, and wrong answers naming someone's passkey lock no one out", async () => {
    const { user, email } = await withPasskey();
    const big = softAuthenticator({ counter: 0x8ffffff0 });
    const base = `/api/users/${user.id}/security`;
    const { headers } = await signIn(t.ctx, user.id);
    const options = (await t.app.inject({ method: "POST", url: `${base}/passkeys/options`, headers })).json()
      .data;
    const added = await t.app.inject({
      method: "POST",
      url: `${base}/passkeys`,
      headers,
      payload: { name: "Old key", response: big.register(options, origin) },
    });
    expect(added.statusCode).toBe(201);
    const start = await startPasskeySignIn();
    expect(
      (await passkeySignIn({ request: start.request, response: big.assert(start.options, origin) }))
        .statusCode,
    ).toBe(200);

    // Anyone may name this person's passkey (its id is no secret) with answers that do not verify.
    for (let i = 0; i < 8; i++) {
      const other = await startPasskeySignIn();
      const forged = { ...big.assert(start.options, origin), id: big.credentialId };
      expect((await passkeySignIn({ request: other.request, response: forged })).statusCode).toBe(400);
    }
    // The owner still signs in, by passkey and by the e-mail link's second step.
    const again = await startPasskeySignIn();
    expect(
      (await passkeySignIn({ request: again.request, response: big.assert(again.options, origin) }))
        .statusCode,
    ).toBe(200);
    const { request, answer } = await h.emailFirstFactor(email);
    const done = await h.secondFactor({
      request,
      passkey: big.assert(answer.challenge.passkeyOptions, origin),
    });
    expect(done.statusCode).toBe(200);
  });
});
