import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { totpCodeOf } from "./totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the account's security history", () => {
  it("lists its factor changes newest first, to its owner in a session only", async () => {
    const me = await buildSignedInUser(t.ctx);
    const base = `/api/users/${me.user.id}/security`;
    const setup = (
      await t.app.inject({
        method: "POST",
        url: `${base}/totp`,
        headers: me.headers,
        payload: { name: "Phone" },
      })
    ).json().data;
    await t.app.inject({
      method: "POST",
      url: `${base}/totp/${setup.id}/confirm`,
      headers: me.headers,
      payload: { code: totpCodeOf(setup.secret) },
    });
    await t.app.inject({ method: "DELETE", url: `${base}/factors/${setup.id}`, headers: me.headers });
    const history = await t.app.inject({ url: `${base}/history`, headers: me.headers });
    expect(history.statusCode).toBe(200);
    const types = history.json().data.map((e: { type: string }) => e.type);
    // The factor and its recovery codes came in one transaction: one moment, in either order.
    expect(types[0]).toBe("user.factor.removed");
    expect(types.slice(1).sort()).toEqual(["user.factor.added", "user.recovery_codes.created"]);
    expect(history.json().data[0].details).toEqual({ kind: "totp", name: "Phone" });

    const other = await buildSignedInUser(t.ctx);
    expect((await t.app.inject({ url: `${base}/history` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${base}/history`, headers: other.headers })).statusCode).toBe(403);
    const own = (
      await t.app.inject({ url: `/api/users/${other.user.id}/security/history`, headers: other.headers })
    ).json();
    expect(own.data).toEqual([]);
  });
});
