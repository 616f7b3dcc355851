import { PassThrough } from "node:stream";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildWorld, type World } from "../core/organizations.fixtures.ts";

// The chat webhook routes against the production hooks address (the default setting), with every
// log line kept, to show the URL — a bearer secret — never reaches the logs or the events.

let t: TestApp;
let logs = "";
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on("data", (c: Buffer) => {
    logs += c.toString();
  });
  t = await createTestApp({ LOG_LEVEL: "trace" }, { logStream: stream });
});
afterAll(() => t.close());

const SECRET = "xoxSecretPart42";
const hook = `https://hooks.slack.com/services/T0001/B0001/${SECRET}`;
const REFUSAL = "webhook: Enter a URL that starts with https://hooks.slack.com/.";

const url = (w: World) => `/api/organizations/${w.org.id}/slack`;
const asAdmin = (w: World, method: "GET" | "POST" | "PUT" | "DELETE", payload?: object) =>
  t.app.inject({ method, url: url(w), headers: w.admin.headers, ...(payload ? { payload } : {}) });
const webhookEvents = (w: World) =>
  t.ctx.database.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, w.org.id), like(events.type, "org.chat_webhook.%")));

describe("the chat webhook of an organization", () => {
  it("is null until the admin connects one", async () => {
    const w = await buildWorld(t);
    const res = await asAdmin(w, "GET");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it("is connected, read, turned off and on, and deleted by the admin, each change an event", async () => {
    const w = await buildWorld(t);
    const created = await asAdmin(w, "POST", { webhook: `  ${hook}  `, active: true });
    expect(created.statusCode).toBe(201);
    const webhook = created.json().data;
    expect(webhook).toEqual({
      id: expect.any(String),
      webhook: hook,
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await asAdmin(w, "GET")).json()).toEqual({ data: webhook });

    const off = await asAdmin(w, "PUT", { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ id: webhook.id, webhook: hook, active: false });
    // Sending the same state again changes nothing and writes no event.
    expect((await asAdmin(w, "PUT", { active: false })).json().data.active).toBe(false);
    expect((await asAdmin(w, "PUT", { active: true })).json().data.active).toBe(true);

    const deleted = await asAdmin(w, "DELETE");
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { ok: true } });
    expect((await asAdmin(w, "GET")).json()).toEqual({ data: null });

    const written = await webhookEvents(w);
    expect(written.map((e) => [e.type, e.payload, e.actorId])).toEqual([
      ["org.chat_webhook.created", { webhookId: webhook.id, active: true }, w.admin.user.id],
      ["org.chat_webhook.updated", { webhookId: webhook.id, active: false }, w.admin.user.id],
      ["org.chat_webhook.updated", { webhookId: webhook.id, active: true }, w.admin.user.id],
      ["org.chat_webhook.deleted", { webhookId: webhook.id }, w.admin.user.id],
    ]);
  });

  it("is active unless told otherwise, and may be connected turned off", async () => {
    const w = await buildWorld(t);
    expect((await asAdmin(w, "POST", { webhook: hook })).json().data.active).toBe(true);
    const other = await buildWorld(t);
    expect((await asAdmin(other, "POST", { webhook: hook, active: false })).json().data.active).toBe(false);
  });

  it("is at most one: a second is a 409 that says what to do", async () => {
    const w = await buildWorld(t);
    expect((await asAdmin(w, "POST", { webhook: hook })).statusCode).toBe(201);
    const again = await asAdmin(w, "POST", { webhook: `${hook}2` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: "conflict",
      message: "This organization already has a chat webhook. Delete it before adding another.",
    });
    expect((await asAdmin(w, "GET")).json().data.webhook).toBe(hook);
  });

  it("answers 404 to PUT and DELETE when there is none", async () => {
    const w = await buildWorld(t);
    for (const res of [await asAdmin(w, "PUT", { active: false }), await asAdmin(w, "DELETE")]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: "not_found", message: "Chat webhook not found." });
    }
    expect(await webhookEvents(w)).toEqual([]);
  });

  it.each([
    ["another host", "https://example.com/services/T0/B0/x"],
    ["a look-alike suffix", "https://hooks.slack.com.evil.test/services/T0/B0/x"],
    ["a look-alike prefix", "https://evilhooks.slack.com/services/T0/B0/x"],
    ["user info", "https://hooks.slack.com@evil.test/services/T0/B0/x"],
    ["an IP literal", "https://127.0.0.1/services/T0/B0/x"],
    ["an IPv6 literal", "https://[::1]/services/T0/B0/x"],
    ["plain http", "http://hooks.slack.com/services/T0/B0/x"],
    ["another port", "https://hooks.slack.com:444/services/T0/B0/x"],
    ["the bare hooks address", "https://hooks.slack.com/"],
    ["not a URL", "hooks.slack.com/services/T0/B0/x"],
  ])("refuses %s with a 400 the card can show, writing nothing", async (_what, webhook) => {
    const w = await buildWorld(t);
    const res = await asAdmin(w, "POST", { webhook });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "validation_failed", message: REFUSAL });
    expect((await asAdmin(w, "GET")).json()).toEqual({ data: null });
    expect(await webhookEvents(w)).toEqual([]);
  });

  it.each([
    [{}, "webhook: "],
    [{ webhook: "   " }, "webhook: Enter the webhook URL."],
    [{ webhook: `${hook}${"x".repeat(2048)}` }, "webhook: Use at most 2048 characters."],
    [{ webhook: hook, active: "yes" }, "active: "],
    [{ webhook: hook, organizationId: "x" }, "Unknown field: organizationId."],
  ])("refuses the body %j with a 400 naming the problem", async (payload, message) => {
    const w = await buildWorld(t);
    const res = await asAdmin(w, "POST", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it("takes only `active` on PUT: a new address is delete then create", async () => {
    const w = await buildWorld(t);
    await asAdmin(w, "POST", { webhook: hook });
    const res = await asAdmin(w, "PUT", { active: false, webhook: "https://hooks.slack.com/services/new" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Unknown field: webhook.");
    expect((await asAdmin(w, "GET")).json().data).toMatchObject({ webhook: hook, active: true });
  });

  it("keeps the URL out of the logs and the events", async () => {
    const w = await buildWorld(t);
    await asAdmin(w, "POST", { webhook: hook });
    await asAdmin(w, "POST", { webhook: hook }); // 409
    await asAdmin(w, "GET");
    await t.app.inject({ method: "GET", url: url(w), headers: w.member.headers }); // 403
    expect(logs).toContain("/slack"); // the requests were logged at all
    expect(logs).not.toContain(SECRET);
    const all = await t.ctx.database.db.select().from(events).where(eq(events.organizationId, w.org.id));
    expect(JSON.stringify(all)).not.toContain(SECRET);
  });
});
