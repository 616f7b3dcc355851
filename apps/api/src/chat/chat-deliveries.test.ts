import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordEvent } from "../events/events.repository.ts";
import { type ChatServer, startChatServer, testCa } from "../test/chat-server.ts";
import { buildOrganization } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { buildOrgWithWebhook, commitEvent, deliveryOf } from "./chat-deliveries.fixtures.ts";
import { claimDelivery, findDelivery, listDeliveriesOfEvent } from "./chat-deliveries.repository.ts";
import { type ChatDeliveryDeps, deliverChatMessage, RetryableDeliveryError } from "./chat-delivery.job.ts";
import { CHAT_QUEUE, createChatQueue, dispatchChatDeliveries } from "./chat-queue.ts";

// The outbox rows that recordEvent writes, and the job that delivers one, called directly; the
// queue around them is exercised in chat-queue.test.ts.

let server: ChatServer;
let t: TestApp;
let deps: ChatDeliveryDeps;
beforeAll(async () => {
  server = await startChatServer();
  t = await createTestApp({ WORKER: "0", CHAT_WEBHOOK_BASE_URL: server.base });
  deps = {
    db: t.ctx.database.db,
    baseUrl: server.base,
    publicUrl: "http://localhost:3000",
    client: { ca: testCa },
    log: { error: vi.fn() },
  };
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const deliver = (id: string, isLastAttempt = false) => deliverChatMessage(deps, id, { isLastAttempt });
const postsSince = (before: number) => server.received.slice(before);

describe("the outbox", () => {
  it("gets one pending row per posted event, committed with the event", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const event = await commitEvent(t, org.id);
    const row = await deliveryOf(t, event);
    expect(row).toMatchObject({ status: "pending", attempts: 0, queuedAt: null, lastError: null });
  });

  it("loses its row when the event's transaction rolls back", async () => {
    const { org, admin } = await buildOrgWithWebhook(t, server.hookUrl());
    let eventId = "";
    await expect(
      t.ctx.database.db.transaction(async (tx) => {
        const event = await recordEvent(tx, {
          type: "org.member.added",
          organizationId: org.id,
          actorId: admin.user.id,
          userId: admin.user.id,
          payload: { memberId: admin.user.id, role: "member" },
        });
        eventId = event.id;
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(eventId).not.toBe("");
    expect(await listDeliveriesOfEvent(t.ctx.database.db, eventId)).toEqual([]);
  });

  it("gets no row for an event type that is not posted, nor for an inactive webhook", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const updated = await commitEvent(t, org.id, "org.updated");
    expect(await listDeliveriesOfEvent(t.ctx.database.db, updated.id)).toEqual([]);

    const off = await buildOrgWithWebhook(t, server.hookUrl(), false);
    const joined = await commitEvent(t, off.org.id);
    expect(await listDeliveriesOfEvent(t.ctx.database.db, joined.id)).toEqual([]);
  });

  it("gets no row for an organization without a webhook", async () => {
    const org = await buildOrganization(t.ctx.database.db);
    const event = await commitEvent(t, org.id);
    expect(await listDeliveriesOfEvent(t.ctx.database.db, event.id)).toEqual([]);
  });
});

describe("the dispatcher", () => {
  it("hands each outbox row to the queue once, under the delivery's own id", async () => {
    const { db, pool } = t.ctx.database;
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
      schema: "pgboss",
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await createChatQueue(boss);
      const { org } = await buildOrgWithWebhook(t, server.hookUrl());
      const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
      const jobsOf = async () =>
        (await pool.query("select name, data from pgboss.job where id = $1", [id])).rows as unknown[];

      expect(await dispatchChatDeliveries({ db, pool }, boss)).toBeGreaterThanOrEqual(1);
      expect((await findDelivery(db, id))?.queuedAt).toBeInstanceOf(Date);
      expect(await jobsOf()).toEqual([{ name: CHAT_QUEUE, data: { deliveryId: id } }]);
      expect(await dispatchChatDeliveries({ db, pool }, boss)).toBe(0);

      // Handed over again (as if the mark were lost): the same job id makes the second insert a no-op.
      await db.execute(sql`update chat_deliveries set queued_at = null where id = ${id}`);
      expect(await dispatchChatDeliveries({ db, pool }, boss)).toBe(1);
      expect(await jobsOf()).toHaveLength(1);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

describe("delivering one message", () => {
  it("posts the worded event to the webhook and records the delivery", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl("services/T1/B1/one"));
    const event = await commitEvent(t, org.id);
    const before = server.received.length;
    expect(await deliver((await deliveryOf(t, event)).id)).toBe("delivered");
    expect(postsSince(before)).toEqual([
      {
        path: "/services/T1/B1/one",
        contentType: "application/json; charset=utf-8",
        body: {
          text: expect.stringMatching(
            new RegExp(
              `^Ada \\(@ada-\\d+\\) joined Acme\\. <http://localhost:3000/organizations/${org.id}/members\\|Open in Bounty>$`,
            ),
          ),
        },
      },
    ]);
    expect(await deliveryOf(t, event)).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
  });

  it("posts once when the same delivery is processed twice", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
    const before = server.received.length;
    expect(await deliver(id)).toBe("delivered");
    expect(await deliver(id)).toBe("not claimed");
    expect(postsSince(before)).toHaveLength(1);
  });

  it("retries after a 500 and then delivers exactly once", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
    const before = server.received.length;
    server.answerWith((res) => res.writeHead(500).end("oops"));
    await expect(deliver(id)).rejects.toThrow(RetryableDeliveryError);
    expect(await findDelivery(t.ctx.database.db, id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "HTTP 500",
      lockedUntil: null,
    });
    expect(await deliver(id)).toBe("delivered");
    expect(await deliver(id)).toBe("not claimed");
    expect(postsSince(before)).toHaveLength(2);
    expect(await findDelivery(t.ctx.database.db, id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("records the failure on the last attempt instead of asking for another", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
    server.answerWith((res) => res.writeHead(503).end());
    expect(await deliver(id, true)).toBe("failed");
    expect(await findDelivery(t.ctx.database.db, id)).toMatchObject({
      status: "failed",
      lastError: "HTTP 503",
    });
  });

  it("fails for good on a redirect, without following it", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
    const before = server.received.length;
    server.answerWith((res) => res.writeHead(302, { location: `${server.base}elsewhere` }).end());
    expect(await deliver(id)).toBe("failed");
    expect(postsSince(before).map((p) => p.path)).toEqual(["/services/T000/B000/secret"]);
    expect(await findDelivery(t.ctx.database.db, id)).toMatchObject({
      status: "failed",
      lastError: "redirect (HTTP 302) refused",
    });
  });

  it("checks the address again before posting: a changed hooks address refuses the stored one", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
    const before = server.received.length;
    const moved = { ...deps, baseUrl: "https://hooks.slack.com/" };
    expect(await deliverChatMessage(moved, id, { isLastAttempt: false })).toBe("failed");
    expect(postsSince(before)).toEqual([]);
    const row = await findDelivery(t.ctx.database.db, id);
    expect(row?.lastError).toBe("address refused: not under the hooks address");
    expect(row?.lastError).not.toContain("secret");
  });

  it("skips a message whose webhook was turned off after the event", async () => {
    const { org, admin } = await buildOrgWithWebhook(t, server.hookUrl());
    const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/organizations/${org.id}/slack`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    const before = server.received.length;
    expect(await deliver(id)).toBe("skipped");
    expect(postsSince(before)).toEqual([]);
  });

  it("drops the messages of a deleted webhook", async () => {
    const { org, admin } = await buildOrgWithWebhook(t, server.hookUrl());
    const event = await commitEvent(t, org.id);
    const id = (await deliveryOf(t, event)).id;
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${org.id}/slack`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await listDeliveriesOfEvent(t.ctx.database.db, event.id)).toEqual([]);
    expect(await deliver(id)).toBe("not claimed");
  });

  it("leaves a delivery alone while another attempt holds its lease", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl());
    const id = (await deliveryOf(t, await commitEvent(t, org.id))).id;
    expect(await claimDelivery(t.ctx.database.db, id, 30)).not.toBeNull();
    const before = server.received.length;
    expect(await deliver(id)).toBe("not claimed");
    expect(postsSince(before)).toEqual([]);
    // An expired lease (a crashed attempt) is taken over.
    await t.ctx.database.db.execute(
      sql`update chat_deliveries set locked_until = now() - interval '1 second' where id = ${id}`,
    );
    expect(await deliver(id)).toBe("delivered");
  });
});
