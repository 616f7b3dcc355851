import { and, eq, sql } from "drizzle-orm";
import { expect, vi } from "vitest";
import { events, notificationMails, sessions } from "../../db/schema/index.ts";
import type { Mail } from "../../mail/mailer.ts";
import { buildSignedInUser } from "../../test/factories.ts";
import type { TestApp } from "../../test/harness.ts";
import { signInLink } from "../../test/smtp.ts";
import { totpCodeOf } from "./totp.ts";

/** What the security tests share: an e-mail sign-in up to its poll, and the person's security mails. */
export function securityHelpers(t: () => TestApp) {
  const mails: Mail[] = [];
  const watch = () =>
    vi.spyOn(t().ctx.jobs, "sendSecurityMail").mockImplementation(async (mail) => {
      mails.push(mail);
    });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const poll = (id: string) => t().app.inject({ url: `/api/auth/token?request=${id}` });

  /** Opens the mailed link; answers the poll's first answer and the request id. */
  async function emailFirstFactor(email: string) {
    const lr = (
      await t().app.inject({
        method: "POST",
        url: "/api/auth/request",
        payload: { strategy: "email", email },
      })
    ).json().data;
    const link = signInLink(mails.filter((m) => m.to === email).at(-1)!.text);
    expect((await t().app.inject({ url: `/api/auth/confirm${link.search}` })).statusCode).toBe(200);
    return { request: lr.id as string, answer: (await poll(lr.id)).json().data };
  }

  const secondFactor = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t().app.inject({ method: "POST", url: "/api/auth/second-factor", payload, headers });

  /** The security mails an event type queued for a person. */
  async function queued(userId: string, type: string) {
    return t()
      .ctx.database.db.select({ preference: notificationMails.preference, payload: events.payload })
      .from(notificationMails)
      .innerJoin(events, eq(events.id, notificationMails.eventId))
      .where(and(eq(notificationMails.recipientId, userId), eq(events.type, type)));
  }

  return { mails, watch, as, poll, emailFirstFactor, secondFactor, queued };
}

/** What the recent-verification tests share: a stale proof, a person with one, and its refusal. */
export function verificationHelpers(t: () => TestApp) {
  /** Moves the session's last proof of its factor back, past the ten minutes. */
  const age = (sessionId: string, minutes = 11) =>
    t()
      .ctx.database.db.update(sessions)
      .set({ factorVerifiedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(sessions.id, sessionId));

  /** A signed-in person with an authenticator app (its secret) whose proof is stale. */
  async function staleWithAuthenticator() {
    const me = await buildSignedInUser(t().ctx);
    const base = `/api/users/${me.user.id}/security`;
    const setup = (
      await t().app.inject({ method: "POST", url: `${base}/totp`, headers: me.headers, payload: {} })
    ).json().data;
    const confirm = await t().app.inject({
      method: "POST",
      url: `${base}/totp/${setup.id}/confirm`,
      headers: me.headers,
      payload: { code: totpCodeOf(setup.secret) },
    });
    expect(confirm.statusCode).toBe(200);
    await age(me.sessionId);
    return { ...me, base, secret: setup.secret as string };
  }

  const refusedForStaleness = (res: { statusCode: number; json(): { error: { code: string } } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("recent_verification_required");
  };

  return { age, staleWithAuthenticator, refusedForStaleness };
}
