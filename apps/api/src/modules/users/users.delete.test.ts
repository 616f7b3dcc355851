import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiTokens,
  billings,
  identities,
  ledgerAccounts,
  ledgerEntries,
  organizationMembers,
  privateInfos,
  refreshTokens,
  sessions,
  users,
} from "../../db/schema/index.ts";
import { buildOrganization, buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { creditHunterMoney, debitAccount, multipartBody, tinyPng } from "./users.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const remove = (id: string, headers: Headers) =>
  t.app.inject({ method: "DELETE", url: `/api/users/${id}`, headers });

/** A user with everything an account can hold: identity, session, key, private info, billing, avatar. */
async function buildFullAccount() {
  const signedIn = await buildSignedInUser(t.ctx);
  const { user, headers } = signedIn;
  const db = t.ctx.database.db;
  await db.insert(identities).values({ userId: user.id, provider: "email", subject: user.email! });
  const key = (await t.app.inject({ method: "POST", url: `/api/users/${user.id}/token`, headers })).json()
    .data;
  await t.app.inject({
    method: "PUT",
    url: `/api/users/${user.id}/private`,
    headers,
    payload: { name: "A", address1: "B", postCode: "C", city: "D", country: "FR" },
  });
  await t.app.inject({
    method: "PUT",
    url: `/api/users/${user.id}/billing`,
    headers,
    payload: { type: "paypal", identifier: "a@example.test" },
  });
  const body = multipartBody([{ filename: "a.png", contentType: "image/png", content: tinyPng }]);
  await t.app.inject({
    method: "PUT",
    url: `/api/users/${user.id}/avatar`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  return { ...signedIn, apiKey: key.token as string, iconKey: row!.iconKey! };
}

const countRows = async (table: typeof apiTokens | typeof identities | typeof sessions, userId: string) =>
  (await t.ctx.database.db.select().from(table).where(eq(table.userId, userId))).length;

describe("DELETE /api/users/{id}", () => {
  it("deletes the account and everything hanging off it", async () => {
    const { user, headers, sessionId, apiKey, iconKey } = await buildFullAccount();
    const db = t.ctx.database.db;
    expect(await t.ctx.storage.get(iconKey)).not.toBeNull();
    expect(await countRows(apiTokens, user.id)).toBe(1);

    const res = await remove(user.id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await countRows(identities, user.id)).toBe(0);
    expect(await countRows(sessions, user.id)).toBe(0);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, sessionId))).toEqual([]);
    expect(await countRows(apiTokens, user.id)).toBe(0);
    expect(await db.select().from(privateInfos).where(eq(privateInfos.userId, user.id))).toEqual([]);
    expect(await db.select().from(billings).where(eq(billings.userId, user.id))).toEqual([]);
    expect(await t.ctx.storage.get(iconKey)).toBeNull();

    // Neither the session nor the key opens anything any more.
    const me = await t.app.inject({ url: "/api/users/authenticated", headers });
    expect(me.statusCode).toBe(401);
    const viaKey = await t.app.inject({
      url: "/api/users/authenticated",
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(viaKey.statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/users/${user.uniqueName}` })).statusCode).toBe(404);
  });

  it("leaves other accounts alone", async () => {
    const doomed = await buildFullAccount();
    const bystander = await buildFullAccount();
    expect((await remove(doomed.user.id, doomed.headers)).statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/users/authenticated", headers: bystander.headers });
    expect(me.json().data.id).toBe(bystander.user.id);
    expect(await countRows(apiTokens, bystander.user.id)).toBe(1);
    expect(await t.ctx.storage.get(bystander.iconKey)).not.toBeNull();
  });

  it("frees the uniqueName", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, { uniqueName: "soon-free" });
    await remove(user.id, headers);
    const next = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/${next.user.id}`,
      headers: next.headers,
      payload: { uniqueName: "soon-free" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("is refused while the balance is not zero, and nothing is deleted", async () => {
    const { user, headers, iconKey } = await buildFullAccount();
    await creditHunterMoney(t.ctx.database.db, user.id, 15_000);
    const res = await remove(user.id, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "conflict",
      message: "Your balance is not zero. Withdraw your money before deleting your account.",
    });
    expect((await t.app.inject({ url: "/api/users/authenticated", headers })).statusCode).toBe(200);
    expect(await countRows(apiTokens, user.id)).toBe(1);
    expect(await t.ctx.storage.get(iconKey)).not.toBeNull();
  });

  it("is refused while the user is an organization's admin, and goes ahead once they are a member", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    const organization = await buildOrganization(db, { adminId: user.id, name: "Acme Security" });
    const res = await remove(user.id, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "You are the admin of Acme Security. Make another member admin before deleting your account.",
    );
    await db
      .update(organizationMembers)
      .set({ role: "member" })
      .where(eq(organizationMembers.organizationId, organization.id));
    expect((await remove(user.id, headers)).statusCode).toBe(200);
    expect(
      await db.select().from(organizationMembers).where(eq(organizationMembers.userId, user.id)),
    ).toEqual([]);
  });

  it("is refused for a negative balance too", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const { hunterAccountId } = await creditHunterMoney(t.ctx.database.db, user.id, 100);
    await debitAccount(t.ctx.database.db, hunterAccountId, 300);
    expect((await remove(user.id, headers)).statusCode).toBe(409);
  });

  it("goes ahead once the money is withdrawn, keeping the ledger entries", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    const { hunterAccountId } = await creditHunterMoney(db, user.id, 20_000);
    await debitAccount(db, hunterAccountId, 20_000);
    const res = await remove(user.id, headers);
    expect(res.statusCode).toBe(200);
    const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, hunterAccountId));
    expect(account).toMatchObject({ kind: "hunter_money", userId: null });
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, hunterAccountId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-20_000, 20_000]);
  });

  it("is refused to another user and to the owner's API key", async () => {
    const { user, apiKey } = await buildFullAccount();
    const other = await buildSignedInUser(t.ctx);
    expect((await remove(user.id, other.headers)).statusCode).toBe(403);
    expect((await remove(user.id, { authorization: `Bearer ${apiKey}` })).statusCode).toBe(403);
    expect((await t.ctx.database.db.select().from(users).where(eq(users.id, user.id))).length).toBe(1);
  });
});
