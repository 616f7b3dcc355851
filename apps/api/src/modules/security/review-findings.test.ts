import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { buildSignedInUser, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { verificationHelpers } from "./security.fixtures.ts";
import { totpCodeOf } from "./totp.ts";

// The attacks a review of issue 46 found, each kept answered.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { age, staleWithAuthenticator, refusedForStaleness } = verificationHelpers(() => t);

describe("what the review of issue 46 found", () => {
  it("wrong codes in a session's verification do not lock the owner out of signing in", async () => {
    const me = await staleWithAuthenticator();
    for (let i = 0; i < 5; i++) {
      const wrong = await t.app.inject({
        method: "POST",
        url: `${me.base}/verify`,
        headers: me.headers,
        payload: { code: "000000" },
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      method: "POST",
      url: `${me.base}/verify`,
      headers: me.headers,
      payload: { code: "000000" },
    });
    expect(locked.statusCode).toBe(429);
    // The account's own limit (the sign-in's) is untouched: the owner's right code still verifies
    // from another session of theirs.
    const owner = await signInAgain(me.user.id);
    const right = await t.app.inject({
      method: "POST",
      url: `${me.base}/verify`,
      headers: owner,
      payload: { code: totpCodeOf(me.secret, Date.now() + 30_000) },
    });
    expect(right.statusCode).toBe(200);
  });

  it("adds an account's first factor only from a sign-in of the last ten minutes", async () => {
    const me = await buildSignedInUser(t.ctx);
    await t.ctx.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.id, me.sessionId));
    for (const url of [
      `/api/users/${me.user.id}/security/totp`,
      `/api/users/${me.user.id}/security/passkeys/options`,
    ]) {
      const res = await t.app.inject({ method: "POST", url, headers: me.headers, payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("recent_sign_in_required");
    }
  });

  it("asks staff again before the payouts' export, and a staff session that never proved the factor", async () => {
    const staff = await buildSignedInUser(t.ctx, { staffSince: new Date() });
    await age(staff.sessionId);
    refusedForStaleness(await t.app.inject({ url: "/api/staff/payouts/export", headers: staff.headers }));
    await t.ctx.database.db
      .update(sessions)
      .set({ factorVerifiedAt: null })
      .where(eq(sessions.id, staff.sessionId));
    refusedForStaleness(await t.app.inject({ url: "/api/staff/payouts", headers: staff.headers }));
  });

  it("ends every other session only after the factor again", async () => {
    const me = await staleWithAuthenticator();
    refusedForStaleness(
      await t.app.inject({ method: "DELETE", url: `/api/users/${me.user.id}/sessions`, headers: me.headers }),
    );
  });

  it("confirms an authenticator once when two confirmations race, and takes 123-456 as six digits", async () => {
    const me = await buildSignedInUser(t.ctx);
    const base = `/api/users/${me.user.id}/security`;
    const setup = (
      await t.app.inject({ method: "POST", url: `${base}/totp`, headers: me.headers, payload: {} })
    ).json().data;
    const confirm = (at: number) =>
      t.app.inject({
        method: "POST",
        url: `${base}/totp/${setup.id}/confirm`,
        headers: me.headers,
        payload: { code: totpCodeOf(setup.secret, at).replace(/^(\d{3})/, "$1-") },
      });
    const answers = await Promise.all([confirm(Date.now() - 30_000), confirm(Date.now())]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const overview = (await t.app.inject({ url: base, headers: me.headers })).json().data;
    expect(overview.factors).toHaveLength(1);
  });
});

/** Another session of the same person, its factor just proven. */
async function signInAgain(userId: string) {
  return (await signIn(t.ctx, userId)).headers;
}
