// Staff only by a verified identity (issue 26, item 1): an address a provider asserts never makes
// platform staff, one verified address belongs to one account, and a provider sign-in joins an
// existing account only after that account's owner opens the link mailed to its address.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { grantStaff, listStaff, revokeStaff } from "../../cli/staff-accounts.ts";
import { events, identities, secondFactors, sessions, users } from "../../db/schema/index.ts";
import type { Mail } from "../../mail/mailer.ts";
import { addPasskeyFactor, buildUser, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { startOidcProvider } from "../../test/oidc-provider.ts";
import { signInLink } from "../../test/smtp.ts";

const BOSS = "boss@example.test";
let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let mails: Mail[] = [];

beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp({ ...provider.env, PLATFORM_STAFF_EMAILS: BOSS });
  vi.spyOn(t.ctx.jobs, "sendSecurityMail").mockImplementation(async (mail) => {
    mails.push(mail);
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const poll = (id: string) => t.app.inject({ url: `/api/auth/token?request=${id}` });
const me = async (token: string) =>
  (
    await t.app.inject({ url: "/api/users/authenticated", headers: { authorization: `Bearer ${token}` } })
  ).json().data;
const staffList = (token: string) =>
  t.app.inject({ url: "/api/staff/organizations", headers: { authorization: `Bearer ${token}` } });

/** A Google sign-in up to our confirm step; answers the confirmation and the request. */
async function googleSignIn(claims: Record<string, unknown>) {
  const lr = (
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request",
      payload: { strategy: "google", mode: "login" },
    })
  ).json().data;
  const action = new URL(lr.action);
  provider.state.claims = { nonce: action.searchParams.get("nonce"), ...claims };
  const back = new URL((await fetch(action, { redirect: "manual" })).headers.get("location")!);
  const confirmed = await t.app.inject({ url: `/api/auth/confirm${back.search}` });
  return { lr, confirmed };
}

/** An e-mail sign-in through its link; answers the access token. */
async function emailSignIn(email: string): Promise<string> {
  mails = [];
  const lr = (
    await t.app.inject({ method: "POST", url: "/api/auth/request", payload: { strategy: "email", email } })
  ).json().data;
  const link = signInLink(mails.find((m) => m.to === email)!.text);
  expect((await t.app.inject({ url: `/api/auth/confirm${link.search}` })).statusCode).toBe(200);
  return (await poll(lr.id)).json().data.token;
}

describe("platform staff by a verified identity", () => {
  it.each([
    ["without email_verified", {}],
    ["with email_verified false", { email_verified: false }],
    ["with email_verified true", { email_verified: true }],
  ])("an OpenID sign-in asserting a staff address %s is not staff", async (_, verified) => {
    const { lr, confirmed } = await googleSignIn({
      sub: `asserted-${JSON.stringify(verified)}`,
      email: BOSS,
      ...verified,
    });
    expect(confirmed.json().data).toEqual({ ok: true, confirmByEmail: null });
    const { token } = (await poll(lr.id)).json().data;
    const user = await me(token);
    expect(user.platformStaff).toBe(false);
    expect(user.email).toBe("email_verified" in verified && verified.email_verified ? BOSS : null);
    expect((await staffList(token)).statusCode).toBe(403);
  });

  it("the e-mail link to a listed address makes staff", async () => {
    const token = await emailSignIn(BOSS);
    const account = await me(token);
    expect(account.platformStaff).toBe(true);
    // Staff tools wait for a second factor (issue 46), with a code the page can tell apart.
    const refused = await staffList(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("second_factor_required");
    const factor = await addPasskeyFactor(t.ctx.database.db, account.id);
    // This session came by the link alone, before the factor existed: it proves the factor once.
    expect((await staffList(token)).json().error.code).toBe("recent_verification_required");
    await t.ctx.database.db.update(sessions).set({ factorVerifiedAt: new Date() });
    expect((await staffList(token)).statusCode).toBe(200);
    // The next tests sign this account in by its link alone.
    await t.ctx.database.db.delete(secondFactors).where(eq(secondFactors.id, factor.id));
  });

  it("a provider sign-in with that verified address joins the account only once its owner opens the mailed link", async () => {
    const owner = await me(await emailSignIn(BOSS));
    mails = [];
    const { lr, confirmed } = await googleSignIn({
      sub: "linking-subject",
      email: BOSS,
      email_verified: true,
    });
    expect(confirmed.json().data).toEqual({ ok: true, confirmByEmail: "b…@example.test" });
    expect((await poll(lr.id)).json().data).toEqual({ status: "pending" });
    const mail = mails.find((m) => m.to === BOSS)!;
    expect(mail.subject).toBe("Connect Google to your Bounty account");
    expect(mail.text).toContain("If it was not you, do not open the link");
    // Nothing is linked until the owner opens the link; the provider's code does not open it.
    expect(
      await t.ctx.database.db.select().from(identities).where(eq(identities.subject, "linking-subject")),
    ).toEqual([]);
    const link = signInLink(mail.text);
    expect((await t.app.inject({ url: `/api/auth/confirm?state=${lr.state}&code=wrong` })).statusCode).toBe(
      400,
    );
    const opened = await t.app.inject({ url: `/api/auth/confirm${link.search}` });
    expect(opened.json().data).toEqual({ ok: true, confirmByEmail: null });
    const linked = await me((await poll(lr.id)).json().data.token);
    expect(linked.id).toBe(owner.id);
    expect(linked.platformStaff).toBe(true);
    // From then on that Google account signs in to it directly.
    const again = await googleSignIn({ sub: "linking-subject", email: BOSS, email_verified: true });
    expect(again.confirmed.json().data.confirmByEmail).toBeNull();
    expect((await me((await poll(again.lr.id)).json().data.token)).id).toBe(owner.id);
    // The link works once.
    expect((await t.app.inject({ url: `/api/auth/confirm${link.search}` })).statusCode).toBe(410);
  });

  it("one verified address belongs to one account", async () => {
    const db = t.ctx.database.db;
    await buildUser(db, { email: "Once@Example.test", emailVerifiedAt: new Date() });
    await expect(
      buildUser(db, { email: "once@example.TEST", emailVerifiedAt: new Date() }),
    ).rejects.toThrow();
    // Unverified copies (a provider's word) are not addresses anyone owns here.
    await buildUser(db, { email: "once@example.test" });
  });
});

describe("npm run staff", () => {
  it("add makes an account staff, recorded in the event log; remove takes it back", async () => {
    const db = t.ctx.database.db;
    const user = await buildUser(db, { email: "ops-by-command@example.test" });
    const { token } = await signIn(t.ctx, user.id);
    expect((await me(token)).platformStaff).toBe(false);

    expect(await grantStaff(db, "OPS-by-command@example.test")).toEqual({
      ok: true,
      message: `@${user.uniqueName} (ops-by-command@example.test) is now platform staff.`,
    });
    expect((await me(token)).platformStaff).toBe(true);
    expect((await staffList(token)).json().error.code).toBe("second_factor_required");
    await addPasskeyFactor(db, user.id);
    expect((await staffList(token)).statusCode).toBe(200);
    const [granted] = await db
      .select()
      .from(events)
      .where(and(eq(events.type, "platform.staff.granted"), eq(events.userId, user.id)));
    expect(granted?.payload).toEqual({ email: "ops-by-command@example.test", by: "command" });
    expect(await listStaff(db, [BOSS])).toContain(
      `@${user.uniqueName} ops-by-command@example.test: staff by command since ${(await db.select().from(users).where(eq(users.id, user.id)))[0]!.staffSince!.toISOString()}`,
    );

    expect((await revokeStaff(db, "ops-by-command@example.test", [BOSS])).ok).toBe(true);
    expect((await me(token)).platformStaff).toBe(false);
  });

  it("refuses an address no account uses, or that several unverified accounts share", async () => {
    const db = t.ctx.database.db;
    expect(await grantStaff(db, "nobody@example.test")).toEqual({
      ok: false,
      message: "No account uses nobody@example.test. Sign in with that address once, then run this again.",
    });
    await buildUser(db, { email: "twice@example.test" });
    await buildUser(db, { email: "twice@example.test" });
    const twice = await grantStaff(db, "twice@example.test");
    expect(twice.ok).toBe(false);
    expect(twice.message).toMatch(/^2 accounts use twice@example.test and none verified it/);
  });
});
