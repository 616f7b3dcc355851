// Crash safety (issue 28): a mail is written with the change it tells about, so a process that dies
// after the commit loses nothing, a change rolled back tells no one, and a replayed request does not
// tell twice. On PGlite and on PostgreSQL (DATABASE_URL).
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { devMails, notificationMails } from "../db/schema/index.ts";
import { recordEvent } from "../events/events.repository.ts";
import {
  buildRewardWorld,
  postReward,
  type RewardWorld,
} from "../modules/rewards/rewards/rewards.fixtures.ts";
import { buildUser } from "../test/factories.ts";
import { createTestDatabase, type TestApp, testConfig } from "../test/harness.ts";

let database: Database;
let drop: () => Promise<void>;
let running: FastifyInstance | null = null;
let w: RewardWorld;
/** Reports to reward, made while the world's own app runs. */
let reports: { id: string; number: number }[];

/** Starts the app on the shared database: the API alone (no worker), or with its worker. */
async function start(worker: boolean): Promise<TestApp> {
  const app = await buildApp(
    testConfig({ WORKER: worker ? "1" : "0", RATE_LIMIT_REPORTS_PER_HOUR: "1000" }),
    database,
  );
  await app.ready();
  running = app;
  return { app, ctx: app.ctx, close: () => app.close() };
}

/** Ends the process: its HTTP server and queue stop, and whatever it had not sent is not sent by it. */
async function kill() {
  await running?.close();
  running = null;
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  w = await buildRewardWorld(await start(false));
  reports = [await w.report.bounty(), await w.report.bounty()];
});
afterAll(async () => {
  await kill();
  await drop();
});

const db = () => database.db;
const rewardMailsTo = async (to: string) =>
  db()
    .select()
    .from(devMails)
    .where(and(eq(devMails.to, to), like(devMails.subject, "You were rewarded%")));

async function until(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("crash safety of notification mails", () => {
  it("mails a reward exactly once when the API process dies after the commit, before anything was sent", async () => {
    await kill();
    const api = await start(false);
    const report = reports[0]!;
    const key = randomUUID();
    const paid = await postReward(api, w.manager.headers, report.id, { amount: 1_234 }, key);
    expect(paid.statusCode).toBe(201);
    const to = w.sender.user.email!;
    const before = (await rewardMailsTo(to)).length;
    // The process dies: its mail was never handed to a queue, let alone sent.
    await kill();
    expect((await rewardMailsTo(to)).length).toBe(before);

    // Restarted, the worker finds it in the outbox and sends it once.
    await start(true);
    await until(async () => (await rewardMailsTo(to)).length === before + 1);
    const mail = (await rewardMailsTo(to)).at(-1)!;
    expect(mail.subject).toBe(`You were rewarded ¥1,234 for report #${report.number}: Bounty Kiwi`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Restarted again, and the client retries with its key: still one.
    await kill();
    const again = await start(true);
    const replay = await postReward(again, w.manager.headers, report.id, { amount: 1_234 }, key);
    expect(replay.statusCode).toBe(201);
    await pause(1_000);
    expect((await rewardMailsTo(to)).length).toBe(before + 1);
  }, 60_000);

  it("queues nothing for a change that rolls back, so its worker sends nothing", async () => {
    if (!running) await start(true);
    const hunter = await buildUser(db(), { email: `rolled-back-${randomUUID()}@example.test` });
    let eventId = "";
    await expect(
      db().transaction(async (tx) => {
        const event = await recordEvent(tx, {
          type: "user.payout.paid",
          organizationId: null,
          actorId: null,
          userId: hunter.id,
          payload: { payoutId: randomUUID(), amount: 5_000 },
        });
        eventId = event.id;
        expect(
          await tx.select().from(notificationMails).where(eq(notificationMails.eventId, event.id)),
        ).toHaveLength(1);
        throw new Error("the payout could not be recorded");
      }),
    ).rejects.toThrow("the payout could not be recorded");
    expect(await db().select().from(notificationMails).where(eq(notificationMails.eventId, eventId))).toEqual(
      [],
    );
    await pause(1_000);
    expect(await db().select().from(devMails).where(eq(devMails.to, hunter.email!))).toEqual([]);
  }, 30_000);

  it("replays a reward with its key and finds one mail", async () => {
    await kill();
    const t = await start(true);
    const report = reports[1]!;
    const key = randomUUID();
    const first = await postReward(t, w.manager.headers, report.id, { amount: 777 }, key);
    const second = await postReward(t, w.manager.headers, report.id, { amount: 777 }, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const outbox = await db()
      .select()
      .from(notificationMails)
      .where(eq(notificationMails.recipientId, w.sender.user.id));
    const to = w.sender.user.email!;
    await until(async () =>
      (await rewardMailsTo(to)).some((m) =>
        m.subject.startsWith(`You were rewarded ¥777 for report #${report.number}`),
      ),
    );
    await pause(1_000);
    expect(
      (await rewardMailsTo(to)).filter((m) =>
        m.subject.startsWith(`You were rewarded ¥777 for report #${report.number}`),
      ),
    ).toHaveLength(1);
    expect(outbox.length).toBeGreaterThan(0);
  }, 30_000);
});
