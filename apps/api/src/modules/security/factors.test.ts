import { RECOVERY_CODE_COUNT } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identities, secondFactors, sessions } from "../../db/schema/index.ts";
import { buildSignedInUser, buildUser, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { securityHelpers } from "./security.fixtures.ts";
import { totpCodeOf } from "./totp.ts";

let t: TestApp;
const h = securityHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
  h.watch();
});
afterAll(() => t.close());

/** A person with a confirmed authenticator app: its secret, and the recovery codes it brought. */
async function withAuthenticator() {
  const email = `totp-${Math.random().toString(36).slice(2)}@example.test`;
  const user = await buildUser(t.ctx.database.db, { email, emailVerifiedAt: new Date() });
  await t.ctx.database.db
    .insert(identities)
    .values({ userId: user.id, provider: "email", subject: email, email });
  const { token } = await signIn(t.ctx, user.id);
  const base = `/api/users/${user.id}/security`;
  const setup = await t.app.inject({
    method: "POST",
    url: `${base}/totp`,
    headers: h.as(token),
    payload: {},
  });
  expect(setup.statusCode).toBe(201);
  const { id, secret, uri, qrSvg } = setup.json().data;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Bounty:.*secret=/);
  expect(qrSvg).toMatch(/^<svg/);
  const confirm = (code: string) =>
    t.app.inject({
      method: "POST",
      url: `${base}/totp/${id}/confirm`,
      headers: h.as(token),
      payload: { code },
    });
  expect((await confirm("000000")).statusCode).toBe(400);
  const done = await confirm(totpCodeOf(secret));
  expect(done.statusCode).toBe(200);
  const codes: string[] = done.json().data.recoveryCodes;
  return { user, email, token, secret, codes, base, factorId: id as string };
}

describe("an authenticator app (TOTP)", () => {
  it("is set up by its first code, brings ten recovery codes, and mails its person", async () => {
    const { user, token, codes, base } = await withAuthenticator();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    const overview = (await t.app.inject({ url: base, headers: h.as(token) })).json().data;
    expect(overview.factors).toMatchObject([{ kind: "totp", name: "Authenticator app" }]);
    expect(overview.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    expect(overview.required).toBe(false);
    // The secret is stored sealed, never as the app reads it.
    const [row] = await t.ctx.database.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, user.id));
    expect(row!.totpSecret).toMatch(/^v1\./);
    // A security mail, even though the person made the change themselves.
    expect(await h.queued(user.id, "user.factor.added")).toEqual([
      { preference: "security", payload: { kind: "totp", name: "Authenticator app" } },
    ]);
  });

  it("is asked after the e-mail link; each code is accepted once", async () => {
    const { email, secret } = await withAuthenticator();
    const first = await h.emailFirstFactor(email);
    expect(first.answer).toMatchObject({
      status: "second_factor",
      challenge: { totp: true, passkey: false, recovery: true, passkeyOptions: null },
    });
    // Polling again asks again: no token leaves before the second factor.
    expect((await h.poll(first.request)).json().data.status).toBe("second_factor");
    // The code the set-up used (this 30-second step) is spent; the next step's code still counts.
    expect((await h.secondFactor({ request: first.request, code: totpCodeOf(secret) })).statusCode).toBe(400);
    const next = totpCodeOf(secret, Date.now() + 30_000);
    const done = await h.secondFactor({ request: first.request, code: next });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.token).toBeTruthy();
    // The request is spent, and the same code on a new sign-in is a replay.
    expect((await h.secondFactor({ request: first.request, code: next })).statusCode).toBe(410);
    const again = await h.emailFirstFactor(email);
    expect((await h.secondFactor({ request: again.request, code: next })).json().error.message).toMatch(
      /not right/,
    );
  });

  it("allows five wrong answers per account, then refuses even the right one until the wait", async () => {
    const { email, codes, token, base } = await withAuthenticator();
    const { request } = await h.emailFirstFactor(email);
    for (let i = 0; i < 5; i++) {
      expect((await h.secondFactor({ request, code: String(100000 + i) })).statusCode).toBe(400);
    }
    const refused = await h.secondFactor({ request, code: codes[0]! });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeTruthy();
    // The refused right answer was not looked at, so not spent, and the request still waits.
    const overview = (await t.app.inject({ url: base, headers: h.as(token) })).json().data;
    expect(overview.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT);
    expect((await h.poll(request)).json().data.status).toBe("second_factor");
  });

  it("takes each recovery code once, records how the session was made, and mails the use", async () => {
    const { user, email, codes } = await withAuthenticator();
    const { request } = await h.emailFirstFactor(email);
    const typed = codes[3]!.toUpperCase().replace("-", " - ");
    const done = await h.secondFactor({ request, code: typed });
    expect(done.statusCode).toBe(200);
    const rows = await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.find((s) => s.secondFactor === "recovery")).toMatchObject({ method: "email" });
    expect(await h.queued(user.id, "user.recovery_code.used")).toEqual([
      { preference: "security", payload: { left: RECOVERY_CODE_COUNT - 1 } },
    ]);
    const again = await h.emailFirstFactor(email);
    expect((await h.secondFactor({ request: again.request, code: codes[3]! })).statusCode).toBe(400);
  });

  it("refuses a body with both a code and a passkey, or neither, changing nothing", async () => {
    const { email } = await withAuthenticator();
    const { request } = await h.emailFirstFactor(email);
    expect((await h.secondFactor({ request, code: "123456", passkey: { id: "x" } })).statusCode).toBe(400);
    expect((await h.secondFactor({ request })).statusCode).toBe(400);
    expect((await h.secondFactor({ request: "not-a-uuid", code: "123456" })).statusCode).toBe(400);
    expect((await h.poll(request)).json().data.status).toBe("second_factor");
  });
});

describe("recovery codes and removal", () => {
  it("makes a new set that replaces the old; the last factor removed takes the codes with it", async () => {
    const { user, token, codes, base, factorId } = await withAuthenticator();
    const fresh = await t.app.inject({ method: "POST", url: `${base}/recovery-codes`, headers: h.as(token) });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.codes).not.toContain(codes[0]);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `${base}/factors/${factorId}`,
      headers: h.as(token),
    });
    expect(removed.statusCode).toBe(200);
    const overview = (await t.app.inject({ url: base, headers: h.as(token) })).json().data;
    expect(overview).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
    expect(await h.queued(user.id, "user.factor.removed")).toHaveLength(1);
    // Without a factor there is nothing to recover.
    const refused = await t.app.inject({
      method: "POST",
      url: `${base}/recovery-codes`,
      headers: h.as(token),
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: "DELETE", url: `${base}/factors/${factorId}`, headers: h.as(token) }))
        .statusCode,
    ).toBe(404);
  });
});

describe("who may manage an account's factors", () => {
  it("only its owner, in a session: 401 anonymous, 403 another person or an API key, 404 another's factor", async () => {
    const { user, base, factorId } = await withAuthenticator();
    const other = await buildSignedInUser(t.ctx);
    const key = await t.app.inject({
      method: "POST",
      url: `/api/users/${user.id}/token`,
      headers: (await signIn(t.ctx, user.id)).headers,
    });
    const apiKey = { authorization: `Bearer ${key.json().data.token}` };
    const routes = [
      ["GET", base],
      ["POST", `${base}/totp`],
      ["POST", `${base}/passkeys/options`],
      ["POST", `${base}/recovery-codes`],
      ["DELETE", `${base}/factors/${factorId}`],
      ["GET", `/api/users/${user.id}/sessions`],
      ["DELETE", `/api/users/${user.id}/sessions`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (await t.app.inject({ method, url, headers: other.headers })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
      expect((await t.app.inject({ method, url, headers: apiKey })).statusCode, `${method} ${url}`).toBe(403);
    }
    // The other person's own address with this factor's id: not theirs, so not found.
    const own = `/api/users/${other.user.id}/security/factors/${factorId}`;
    expect((await t.app.inject({ method: "DELETE", url: own, headers: other.headers })).statusCode).toBe(404);
    const overview = (
      await t.app.inject({ url: base, headers: (await signIn(t.ctx, user.id)).headers })
    ).json().data;
    expect(overview.factors).toHaveLength(1);
  });
});
