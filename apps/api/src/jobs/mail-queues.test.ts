// The mail worker: sign-in links on a queue of their own, notifications in batches sent side by
// side, and a refused mail failed alone (issue 28's first part).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Mail, SendMail } from "../mail/mailer.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { startJobs } from "./jobs.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKER: "0" });
});
afterAll(async () => t.close());

const mail = (subject: string, security = false): Mail => ({
  to: "ada@example.com",
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
  ...(security ? { security: true } : {}),
});

const start = (sendMail: SendMail) =>
  startJobs({
    pool: t.ctx.database.pool,
    sendMail,
    worker: true,
    log: { error: vi.fn() },
    chat: {
      db: t.ctx.database.db,
      baseUrl: t.ctx.config.CHAT_WEBHOOK_BASE_URL,
      publicUrl: t.ctx.config.PUBLIC_URL,
    },
  });

async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

const statesOf = async (queue: string) =>
  (
    await t.ctx.database.pool.query<{ subject: string; state: string }>(
      "SELECT data->>'subject' AS subject, state FROM pgboss.job WHERE name = $1 ORDER BY 1",
      [queue],
    )
  ).rows;

describe("the mail queues", () => {
  it("sends a sign-in link before the notifications queued ahead of it", async () => {
    const sent: string[] = [];
    // A slow SMTP server for notifications: a hundred of them take several polls.
    const jobs = await start(async (m) => {
      if (!m.security) await new Promise((r) => setTimeout(r, 100));
      sent.push(m.subject);
    });
    try {
      for (let i = 0; i < 100; i++) await jobs.sendMail(mail(`notification ${i}`));
      await jobs.sendMail(mail("Sign in to Bounty", true));
      await until(() => sent.includes("Sign in to Bounty"));
      expect(sent.indexOf("Sign in to Bounty")).toBeLessThan(100);
      await until(() => sent.length === 101);
      // Each sent once.
      expect(new Set(sent).size).toBe(101);
    } finally {
      await jobs.stop();
    }
  }, 60_000);

  it("fails a refused mail alone: the others of its batch are sent once and complete", async () => {
    const calls: string[] = [];
    const jobs = await start(async (m) => {
      calls.push(m.subject);
      if (m.subject === "refused") throw new Error("550 mailbox unavailable");
    });
    try {
      await jobs.sendMail(mail("first"));
      await jobs.sendMail(mail("refused"));
      await jobs.sendMail(mail("second"));
      await until(async () => {
        const states = await statesOf("mail");
        return (
          states
            .filter((s) => ["first", "second"].includes(s.subject))
            .every((s) => s.state === "completed") &&
          states.some((s) => s.subject === "refused" && s.state === "retry")
        );
      });
      expect(calls.filter((c) => c === "first")).toHaveLength(1);
      expect(calls.filter((c) => c === "second")).toHaveLength(1);
      const { rows } = await t.ctx.database.pool.query(
        "SELECT output->>'message' AS reason FROM pgboss.job WHERE name = 'mail' AND data->>'subject' = 'refused'",
      );
      expect(rows).toEqual([{ reason: "550 mailbox unavailable" }]);
    } finally {
      await jobs.stop();
    }
  }, 60_000);
});
