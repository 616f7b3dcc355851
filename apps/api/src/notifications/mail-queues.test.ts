// The mail worker: sign-in links on a queue of their own, notifications from the outbox in batches
// sent side by side, and a refused mail retried then failed alone with its reason (issue 28).
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notificationMails } from "../db/schema/index.ts";
import { recordEvent } from "../events/events.repository.ts";
import { startJobs } from "../jobs/jobs.ts";
import type { Mail, SendMail } from "../mail/mailer.ts";
import { buildUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKER: "0" });
});
afterAll(async () => t.close());
const db = () => t.ctx.database.db;

const start = (sendMail: SendMail, mail: { retryLimit?: number } = {}) =>
  startJobs({
    pool: t.ctx.database.pool,
    sendMail,
    worker: true,
    log: { error: vi.fn() },
    chat: {
      db: db(),
      baseUrl: t.ctx.config.CHAT_WEBHOOK_BASE_URL,
      publicUrl: t.ctx.config.PUBLIC_URL,
    },
    mail: {
      db: db(),
      publicUrl: t.ctx.config.PUBLIC_URL,
      secret: t.ctx.config.JWT_SECRET,
      retryDelaySeconds: 1,
      dispatchIntervalMs: 100,
      ...mail,
    },
  });

async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A transferred payout's notification to `to`, committed: one outbox row. */
async function queuePayoutMail(to: string) {
  const user = await buildUser(db(), { email: to });
  const event = await db().transaction((tx) =>
    recordEvent(tx, {
      type: "user.payout.paid",
      organizationId: null,
      actorId: null,
      userId: user.id,
      payload: { payoutId: randomUUID(), amount: 1_000 },
    }),
  );
  return { user, event };
}

const signIn: Mail = { to: "ada@example.com", subject: "Sign in to Bounty", text: "-", html: "-" };

describe("the mail queues", () => {
  it("sends a sign-in link before the notifications queued ahead of it", async () => {
    const sent: string[] = [];
    for (let i = 0; i < 60; i++) await queuePayoutMail(`n${i}-${randomUUID()}@example.test`);
    // A slow SMTP server for notifications: sixty of them take three batches of half a second.
    const jobs = await start(async (m) => {
      if (!m.security) await new Promise((r) => setTimeout(r, 500));
      sent.push(m.security ? "sign-in" : m.to);
    });
    try {
      await jobs.sendSecurityMail(signIn);
      await until(() => sent.includes("sign-in"));
      // It does not wait for the last batch: the security worker polls every half second on its own.
      expect(sent.indexOf("sign-in")).toBeLessThan(50);
      await until(() => sent.length === 61);
      // Each sent once.
      expect(new Set(sent).size).toBe(61);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it("retries a refused mail with backoff, then keeps it failed with its reason; the others go once", async () => {
    const calls: string[] = [];
    const refused = `refused-${randomUUID()}@example.test`;
    const rows = [
      await queuePayoutMail(`first-${randomUUID()}@example.test`),
      await queuePayoutMail(refused),
      await queuePayoutMail(`second-${randomUUID()}@example.test`),
    ];
    const jobs = await start(
      async (m) => {
        calls.push(m.to);
        if (m.to === refused) throw new Error("550 mailbox unavailable");
      },
      { retryLimit: 2 },
    );
    const outbox = () =>
      db()
        .select()
        .from(notificationMails)
        .where(
          inArray(
            notificationMails.eventId,
            rows.map((r) => r.event.id),
          ),
        );
    try {
      await until(async () => (await outbox()).every((m) => m.status !== "pending"));
      const byAddress = new Map((await outbox()).map((m) => [m.toAddress, m]));
      expect(byAddress.get(refused)).toMatchObject({
        status: "failed",
        attempts: 3,
        lastError: "550 mailbox unavailable",
      });
      for (const { user } of [rows[0]!, rows[2]!]) {
        expect(byAddress.get(user.email!)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
        expect(calls.filter((c) => c === user.email)).toHaveLength(1);
      }
      expect(calls.filter((c) => c === refused)).toHaveLength(3);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it("words each mail in its recipient's language, with a one-click way out and why it came", async () => {
    const sent: Mail[] = [];
    const { user, event } = await queuePayoutMail(`ja-${randomUUID()}@example.test`);
    const { users } = await import("../db/schema/index.ts");
    await db()
      .update(users)
      .set({ settings: { language: "ja", theme: "light" } })
      .where(eq(users.id, user.id));
    const jobs = await start(async (m) => {
      sent.push(m);
    });
    try {
      await until(() => sent.some((m) => m.to === user.email));
      const mail = sent.find((m) => m.to === user.email)!;
      expect(mail.subject).toBe("¥1,000 の出金を振り込みました");
      expect(mail.text).toContain("あなたのアカウント");
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(
        new RegExp(
          `^<http://localhost:3000/api/notifications/unsubscribe/${user.id}\\.accountUpdates\\.[\\w-]+>$`,
        ),
      );
      // The row is marked sent once the send returns, a moment after the mail was handed over.
      const statusOf = async () =>
        (await db().select().from(notificationMails).where(eq(notificationMails.eventId, event.id)))[0]
          ?.status;
      await until(async () => (await statusOf()) === "sent");
      expect(await statusOf()).toBe("sent");
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});
