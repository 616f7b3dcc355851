import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Mail } from "../mail/mailer.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { startJobs } from "./jobs.ts";

// The app closes its pool right after the job queue stops; nothing the queue started may touch
// the pool after that (it would fail later as an unhandled rejection, as it once did in CI).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WORKER: "0" });
});
afterAll(async () => t.close());

/** The app's pool, with a mail fetch that found a job held until `release()`. */
function poolHoldingTheFetch(pool: pg.Pool) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let held = false;
  const query = async (text: string, values?: unknown[]) => {
    const result = await pool.query(text, values);
    if (text.includes("SKIP LOCKED") && values?.[0] === "mail-security" && result.rows.length > 0) {
      held = true;
      await released;
    }
    return result;
  };
  const proxy = new Proxy(pool, {
    get: (target, key) => (key === "query" ? query : Reflect.get(target, key)),
  });
  return { pool: proxy, release, isHeld: () => held };
}

async function waitFor(check: () => boolean) {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("stopping the job queue", () => {
  it("waits for a job fetched while stopping, its handler and its completion", async () => {
    const holding = poolHoldingTheFetch(t.ctx.database.pool);
    const sent: Mail[] = [];
    const jobs = await startJobs({
      pool: holding.pool,
      sendMail: async (mail) => {
        sent.push(mail);
      },
      worker: true,
      log: { error: vi.fn() },
      chat: {
        db: t.ctx.database.db,
        baseUrl: t.ctx.config.CHAT_WEBHOOK_BASE_URL,
        publicUrl: t.ctx.config.PUBLIC_URL,
      },
      mail: { db: t.ctx.database.db, publicUrl: t.ctx.config.PUBLIC_URL, secret: t.ctx.config.JWT_SECRET },
    });
    const mail: Mail = { to: "ada@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" };
    await jobs.sendSecurityMail(mail);
    await waitFor(holding.isHeld);

    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(stopped).toBe(false);
    holding.release();
    await stopping;

    expect(sent).toEqual([{ ...mail, security: true }]);
    const { rows } = await t.ctx.database.pool.query(
      "SELECT state FROM pgboss.job WHERE name = 'mail-security'",
    );
    expect(rows).toEqual([{ state: "completed" }]);
  });
});

describe("schedules", () => {
  it("runs a schedule once shortly after start and keeps its cron in pg-boss", async () => {
    let runs = 0;
    const jobs = await startJobs({
      pool: t.ctx.database.pool,
      sendMail: async () => {},
      worker: true,
      log: { error: vi.fn() },
      chat: {
        db: t.ctx.database.db,
        baseUrl: t.ctx.config.CHAT_WEBHOOK_BASE_URL,
        publicUrl: t.ctx.config.PUBLIC_URL,
      },
      mail: { db: t.ctx.database.db, publicUrl: t.ctx.config.PUBLIC_URL, secret: t.ctx.config.JWT_SECRET },
      schedules: [
        {
          name: "test-schedule",
          cron: "15 * * * *",
          firstAfterSeconds: 0,
          run: async () => {
            runs++;
          },
        },
      ],
    });
    try {
      await waitFor(() => runs === 1);
      const { rows } = await t.ctx.database.pool.query(
        "SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'test-schedule'",
      );
      expect(rows).toEqual([{ name: "test-schedule", cron: "15 * * * *", timezone: "UTC" }]);
    } finally {
      await jobs.stop();
    }
  });
});
