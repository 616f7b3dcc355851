import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { describeAgent } from "./sessions.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionsOf = (userId: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/users/${userId}/sessions`, headers });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/token/refresh", payload: { refreshToken } });

describe("the person's sign-ins", () => {
  it("lists the live ones, this one first; ending one stops its access token at once", async () => {
    const laptop = await buildSignedInUser(t.ctx);
    const phone = await signIn(t.ctx, laptop.user.id);
    const list = (await sessionsOf(laptop.user.id, laptop.headers)).json().data;
    expect(list.map((s: { id: string }) => s.id)).toEqual([laptop.sessionId, phone.sessionId]);
    expect(list[0].current).toBe(true);
    expect(list[1].current).toBe(false);

    const end = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${laptop.user.id}/sessions/${phone.sessionId}`,
      headers: laptop.headers,
    });
    expect(end.statusCode).toBe(200);
    // Revoked, not waiting for the access token to expire: every request asks the session row.
    expect((await t.app.inject({ url: "/api/users/authenticated", headers: phone.headers })).statusCode).toBe(
      401,
    );
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await sessionsOf(laptop.user.id, laptop.headers)).json().data).toHaveLength(1);
    // Ending it again, or ending this person's session from another account: not found / not yours.
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${laptop.user.id}/sessions/${phone.sessionId}`,
      headers: laptop.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("ends every other sign-in and keeps this one; another person's session is out of reach", async () => {
    const me = await buildSignedInUser(t.ctx);
    const others = [await signIn(t.ctx, me.user.id), await signIn(t.ctx, me.user.id)];
    const stranger = await buildSignedInUser(t.ctx);
    const reach = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${stranger.user.id}/sessions/${stranger.sessionId}`,
      headers: me.headers,
    });
    expect(reach.statusCode).toBe(403);
    const ownUrlTheirSession = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${me.user.id}/sessions/${stranger.sessionId}`,
      headers: me.headers,
    });
    expect(ownUrlTheirSession.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: "/api/users/authenticated", headers: stranger.headers })).statusCode,
    ).toBe(200);

    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${me.user.id}/sessions`,
      headers: me.headers,
    });
    expect(ended.json().data).toEqual({ ended: 2 });
    for (const other of others) {
      expect(
        (await t.app.inject({ url: "/api/users/authenticated", headers: other.headers })).statusCode,
      ).toBe(401);
    }
    expect((await t.app.inject({ url: "/api/users/authenticated", headers: me.headers })).statusCode).toBe(
      200,
    );
  });

  it("keeps the last use to the refresh", async () => {
    const me = await buildSignedInUser(t.ctx);
    const before = (await sessionsOf(me.user.id, me.headers)).json().data[0];
    const next = await refresh(me.refreshToken);
    expect(next.statusCode).toBe(200);
    const after = (await sessionsOf(me.user.id, { authorization: `Bearer ${next.json().data.token}` })).json()
      .data[0];
    expect(new Date(after.lastUsedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.createdAt).getTime());
    expect(after.lastUsedAt).not.toBe(before.lastUsedAt);
  });
});

describe("describeAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      { browser: "Safari 18", system: "iOS" },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      { browser: "Firefox 133", system: "Linux" },
    ],
    ["curl/8.5.0", { browser: null, system: null }],
    [null, { browser: null, system: null }],
  ])("names %s", (agent, expected) => {
    const named = describeAgent(agent);
    if (expected.browser === null && agent) expect(named.system).toBeNull();
    else expect(named).toEqual(expected);
  });
});
