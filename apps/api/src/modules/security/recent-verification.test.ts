import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { addMember, buildOrganization, buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { softAuthenticator } from "../../test/soft-authenticator.ts";
import { verificationHelpers } from "./security.fixtures.ts";
import { totpCodeOf } from "./totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { age, staleWithAuthenticator, refusedForStaleness } = verificationHelpers(() => t);

describe("recent verification before the most sensitive actions", () => {
  it("refuses each of them with a stale proof and changes nothing; a fresh code opens them for ten minutes", async () => {
    const me = await staleWithAuthenticator();
    const organization = await buildOrganization(t.ctx.database.db, { adminId: me.user.id });
    const other = await buildSignedInUser(t.ctx);
    const member = await addMember(t.ctx.database.db, organization.id, other.user.id);
    const actions = {
      apiKey: () =>
        t.app.inject({ method: "POST", url: `/api/users/${me.user.id}/token`, headers: me.headers }),
      billing: () =>
        t.app.inject({
          method: "PUT",
          url: `/api/users/${me.user.id}/billing`,
          headers: me.headers,
          payload: { type: "paypal", identifier: "me@example.test" },
        }),
      handOver: () =>
        t.app.inject({
          method: "PUT",
          url: `/api/organizations/${organization.id}/members/${member.id}`,
          headers: me.headers,
          payload: { role: "admin" },
        }),
      exportAll: () =>
        t.app.inject({
          url: `/api/reports?view=org&organization=${organization.id}`,
          headers: { ...me.headers, accept: "text/csv" },
        }),
      newCodes: () => t.app.inject({ method: "POST", url: `${me.base}/recovery-codes`, headers: me.headers }),
      anotherFactor: () =>
        t.app.inject({ method: "POST", url: `${me.base}/passkeys/options`, headers: me.headers }),
    };
    for (const [name, act] of Object.entries(actions)) {
      const res = await act();
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error.code, name).toBe("recent_verification_required");
    }
    // Nothing happened: no key, no payment details, the admin still the admin.
    const keys = await t.app.inject({ url: `/api/users/${me.user.id}/token`, headers: me.headers });
    expect(keys.json().data).toEqual([]);
    const roles = await t.app.inject({
      url: `/api/organizations/${organization.id}/members`,
      headers: me.headers,
    });
    expect(roles.json().data.find((m: { id: string }) => m.id === member.id).role.id).toBe("member");

    const wrong = await t.app.inject({
      method: "POST",
      url: `${me.base}/verify`,
      headers: me.headers,
      payload: { code: "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    const verified = await t.app.inject({
      method: "POST",
      url: `${me.base}/verify`,
      headers: me.headers,
      payload: { code: totpCodeOf(me.secret, Date.now() + 30_000) },
    });
    expect(verified.statusCode).toBe(200);
    expect(new Date(verified.json().data.verifiedUntil).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    for (const [name, act] of Object.entries(actions))
      expect((await act()).statusCode, name).toBeLessThan(300);

    // Ten minutes later the proof is stale again.
    await age(me.sessionId);
    refusedForStaleness(await actions.apiKey());
  });

  it("takes a passkey's answer to its own challenge, once", async () => {
    const me = await buildSignedInUser(t.ctx);
    const base = `/api/users/${me.user.id}/security`;
    const origin = new URL(t.ctx.config.PUBLIC_URL).origin;
    const key = softAuthenticator();
    const options = (
      await t.app.inject({ method: "POST", url: `${base}/passkeys/options`, headers: me.headers })
    ).json().data;
    const added = await t.app.inject({
      method: "POST",
      url: `${base}/passkeys`,
      headers: me.headers,
      payload: { name: "Key", response: key.register(options, origin) },
    });
    expect(added.statusCode).toBe(201);
    await age(me.sessionId);
    refusedForStaleness(
      await t.app.inject({ method: "POST", url: `/api/users/${me.user.id}/token`, headers: me.headers }),
    );

    const challenge = (
      await t.app.inject({ method: "POST", url: `${base}/verify/options`, headers: me.headers })
    ).json().data;
    expect(challenge).toMatchObject({ passkey: true, totp: false });
    const answer = key.assert(challenge.passkeyOptions, origin);
    const ok = await t.app.inject({
      method: "POST",
      url: `${base}/verify`,
      headers: me.headers,
      payload: { passkey: answer },
    });
    expect(ok.statusCode).toBe(200);
    // The challenge answered once: the same answer again is refused.
    const replay = await t.app.inject({
      method: "POST",
      url: `${base}/verify`,
      headers: me.headers,
      payload: { passkey: answer },
    });
    expect(replay.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/users/${me.user.id}/token`, headers: me.headers }))
        .statusCode,
    ).toBe(201);
  });

  it("asks nothing of an account without a factor; staff payouts ask it of staff", async () => {
    const plain = await buildSignedInUser(t.ctx);
    await age(plain.sessionId, 60);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/users/${plain.user.id}/token`,
          headers: plain.headers,
        })
      ).statusCode,
    ).toBe(201);
    const options = await t.app.inject({
      method: "POST",
      url: `/api/users/${plain.user.id}/security/verify/options`,
      headers: plain.headers,
    });
    expect(options.statusCode).toBe(409);

    const staff = await buildSignedInUser(t.ctx, { staffSince: new Date() });
    await age(staff.sessionId);
    const payout = () =>
      t.app.inject({
        method: "PUT",
        url: `/api/staff/payouts/${randomUUID()}`,
        headers: staff.headers,
        payload: { status: "paid" },
      });
    refusedForStaleness(await payout());
    await t.ctx.database.db
      .update(sessions)
      .set({ factorVerifiedAt: new Date() })
      .where(eq(sessions.id, staff.sessionId));
    expect((await payout()).statusCode).toBe(404);
  });

  it("is confirmed in a session only: another person, anonymous and an API key are refused", async () => {
    const me = await staleWithAuthenticator();
    const other = await buildSignedInUser(t.ctx);
    const url = `${me.base}/verify`;
    const payload = { code: "123456" };
    expect((await t.app.inject({ method: "POST", url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url, payload, headers: other.headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: "POST", url: `${me.base}/verify/options`, headers: other.headers }))
        .statusCode,
    ).toBe(403);
  });
});
