import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatServer, startChatServer } from "../test/chat-server.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { buildOrgWithWebhook, commitEvent } from "./chat-deliveries.fixtures.ts";
import { listDeliveriesOfEvent } from "./chat-deliveries.repository.ts";

// The app itself (not a worker a test starts) runs the outbox and the delivery queue. Its client
// trusts only public CAs, so the local server's test certificate makes the attempt fail: the row
// must be handed to the queue and attempted, and stay pending for a retry.
describe("the app's chat delivery worker", () => {
  let server: ChatServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startChatServer();
    t = await createTestApp({ CHAT_WEBHOOK_BASE_URL: server.base });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it("hands a committed event to the queue and attempts it", async () => {
    const { org } = await buildOrgWithWebhook(t, server.hookUrl("services/T1/B1/wiring"));
    const event = await commitEvent(t, org.id);
    const deadline = Date.now() + 20_000;
    let row = (await listDeliveriesOfEvent(t.ctx.database.db, event.id))[0];
    while (!(row?.queuedAt && row.attempts > 0) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      row = (await listDeliveriesOfEvent(t.ctx.database.db, event.id))[0];
    }
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.queuedAt).toBeInstanceOf(Date);
    expect(server.received).toEqual([]);
  });
});
