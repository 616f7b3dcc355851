import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { events, testInfoMessages, testInfoRequests } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import {
  buildTestForm,
  buildTestInfoRequest,
  buildTestInfoWorld,
  type TestInfoWorld,
} from "./test-info.fixtures.ts";

let t: TestApp;
let w: TestInfoWorld;
const mailbox = testMailbox(() => t);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildTestInfoWorld(t);
});
beforeEach(async () => {
  await mailbox.clear();
});
afterAll(async () => t.close());

const base = () => `/api/programs/${w.programs.open.id}/test`;
const db = () => t.ctx.database.db;

const ask = (formId: string, headers = w.nonMember.headers, message = "Please, a test account.") =>
  t.app.inject({ method: "POST", url: `${base()}/info`, headers, payload: { testForm: formId, message } });
const act = (id: string, action: string, message = "Noted.", headers = w.manager.headers) =>
  t.app.inject({ method: "PUT", url: `${base()}/info/${id}`, headers, payload: { action, message } });
const cancel = (id: string, headers = w.nonMember.headers, message = "No longer needed.") =>
  t.app.inject({ method: "DELETE", url: `${base()}/info/${id}`, headers, payload: { message } });
const mine = async (headers = w.nonMember.headers) =>
  (await t.app.inject({ url: `${base()}/info/user`, headers })).json().data;
const eventsOf = async (requestId: string) =>
  (await db().select().from(events).where(eq(events.programId, w.programs.open.id)))
    .filter((e) => (e.payload as { requestId?: string }).requestId === requestId)
    .map((e) => e.type);

describe("a request's life", () => {
  it("request → accept → update → finalize, the hunter reading the information as it stands", async () => {
    const form = await buildTestForm(db(), w.programs.open.id, "VPN access");
    const created = await ask(form.id);
    expect(created.statusCode).toBe(201);
    const request = created.json().data;
    expect(request).toMatchObject({
      status: "idle",
      active: true,
      content: "",
      programTestForm: { id: form.id, title: "VPN access" },
      hunter: { id: w.nonMember.user.id, uniqueName: w.nonMember.user.uniqueName },
    });
    expect(request.messages).toEqual([
      expect.objectContaining({ action: "request", body: "Please, a test account." }),
    ]);
    expect(await mailbox.read()).toEqual([]);

    const accepted = await act(request.id, "accept", "user: kiwi / pass: s3cret");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: "accepted",
      active: true,
      content: "user: kiwi / pass: s3cret",
    });
    expect((await mine())[0]).toMatchObject({
      id: request.id,
      status: "accepted",
      content: "user: kiwi / pass: s3cret",
    });

    expect((await act(request.id, "update", "pass: n3w")).json().data.content).toBe("pass: n3w");
    const finalized = await act(request.id, "finalize", "That is all.");
    expect(finalized.json().data).toMatchObject({ status: "finalized", active: false, content: "pass: n3w" });
    expect((await act(request.id, "update", "pass: final")).json().data).toMatchObject({
      status: "finalized",
      content: "pass: final",
    });
    const seen = (await mine())[0];
    expect(seen).toMatchObject({ status: "finalized", content: "pass: final" });
    expect(seen.messages.map((m: { action: string }) => m.action)).toEqual([
      "request",
      "accept",
      "update",
      "finalize",
      "update",
    ]);
    expect(seen.messages[1].author).toMatchObject({ id: w.manager.user.id });

    expect(await eventsOf(request.id)).toEqual([
      "program.test_info.requested",
      "program.test_info.accepted",
      "program.test_info.updated",
      "program.test_info.finalized",
      "program.test_info.updated",
    ]);
    // One mail per organization action: the status and a link, never the information.
    expect((await mailbox.read()).map((m) => m.subject)).toEqual([
      "Test information accepted: Open Kiwi",
      "Test information updated: Open Kiwi",
      "Test information finalized: Open Kiwi",
      "Test information updated: Open Kiwi",
    ]);
    for (const mail of await mailbox.read()) {
      expect(mail.to).toBe(w.nonMember.user.email);
      expect(mail.text).toContain("Sign in to read it");
      expect(mail.text).toContain(`http://localhost:3000/programs/${w.programs.open.slug}`);
      expect(`${mail.text}${mail.html}`).not.toMatch(/s3cret|n3w|final\b|That is all/);
    }
  });

  it("records events without the message or the information", async () => {
    const request = await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id);
    await act(request.id, "accept", "secret-token-123");
    const [event] = await db()
      .select()
      .from(events)
      .where(and(eq(events.type, "program.test_info.accepted"), eq(events.programId, w.programs.open.id)));
    expect(JSON.stringify(await db().select().from(events))).not.toContain("secret-token-123");
    expect(event?.payload).toMatchObject({ hunterId: w.nonMember.user.id, programDetailsPrivate: true });
    expect(event?.organizationId).toBe(w.org.id);
    expect(event?.actorId).toBe(w.manager.user.id);
  });

  it("request → reject: no information, the hunter may ask anew", async () => {
    const form = await buildTestForm(db(), w.programs.open.id);
    const request = (await ask(form.id)).json().data;
    const rejected = await act(request.id, "reject", "Not for this scope.");
    expect(rejected.json().data).toMatchObject({ status: "rejected", active: false, content: "" });
    expect((await mailbox.read())[0]?.subject).toBe("Test information rejected: Open Kiwi");
    expect((await mailbox.read())[0]?.text).not.toContain("Not for this scope.");
    expect((await ask(form.id)).statusCode).toBe(201);
  });

  it("request → cancel by the hunter, only while pending; then a new request", async () => {
    const form = await buildTestForm(db(), w.programs.open.id);
    const request = (await ask(form.id)).json().data;
    const again = await ask(form.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("You already have an active request for this form.");
    const cancelled = await cancel(request.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: "cancelled", active: false });
    expect(await eventsOf(request.id)).toEqual([
      "program.test_info.requested",
      "program.test_info.cancelled",
    ]);
    expect(await mailbox.read()).toEqual([]);
    const twice = await cancel(request.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("Only a pending request can be cancelled.");
    expect((await ask(form.id)).statusCode).toBe(201);
    const accepted = await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id, {
      status: "accepted",
    });
    expect((await cancel(accepted.id)).statusCode).toBe(409);
  });

  it("hides the information from the hunter after a revoke, messages included", async () => {
    const form = await buildTestForm(db(), w.programs.open.id);
    const request = (await ask(form.id)).json().data;
    await act(request.id, "accept", "vpn-key-XYZ");
    const revoked = await act(request.id, "revoke", "The test is over.");
    expect(revoked.json().data).toMatchObject({ status: "revoked", content: "vpn-key-XYZ" });
    const seen = (await mine()).find((r: { id: string }) => r.id === request.id);
    expect(seen).toMatchObject({ status: "revoked", active: false, content: "" });
    expect(JSON.stringify(seen)).not.toContain("vpn-key-XYZ");
    expect(seen.messages.at(-1)).toMatchObject({ action: "revoke", body: "The test is over." });
    const list = await t.app.inject({ url: `${base()}/info?status=revoked`, headers: w.admin.headers });
    expect(list.json().data.find((r: { id: string }) => r.id === request.id).content).toBe("vpn-key-XYZ");
    expect((await ask(form.id)).statusCode).toBe(201);
  });

  it("refuses a transition the status does not allow, naming the status, and changes nothing", async () => {
    const request = await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id);
    const res = await act(request.id, "finalize");
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Only an accepted request can be finalized; this one is requesting.",
    );
    const [row] = await db().select().from(testInfoRequests).where(eq(testInfoRequests.id, request.id));
    expect(row?.status).toBe("idle");
    expect(
      await db().select().from(testInfoMessages).where(eq(testInfoMessages.requestId, request.id)),
    ).toEqual([]);
    expect(await mailbox.read()).toEqual([]);
  });
});

describe("what belongs to whom", () => {
  it("a form of another program is a 404", async () => {
    const other = await buildTestForm(db(), w.programs.application.id);
    const res = await ask(other.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Test-information form not found.");
  });

  it("a request of another program is a 404 for its organization, another hunter's one for hunters", async () => {
    const elsewhere = await buildTestInfoRequest(db(), w.programs.application.id, w.nonMember.user.id);
    expect((await act(elsewhere.id, "accept")).statusCode).toBe(404);
    expect((await cancel(elsewhere.id)).statusCode).toBe(404);
    const others = await buildTestInfoRequest(db(), w.programs.open.id, w.approved.user.id);
    expect((await cancel(others.id)).statusCode).toBe(404);
    expect((await mine()).map((r: { id: string }) => r.id)).not.toContain(others.id);
    expect((await act(others.id, "accept", "ok", w.otherAdmin.headers)).statusCode).toBe(403);
    const byManager = await cancel(others.id, w.manager.headers);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().error.message).toBe("Only the hunter who made the request can cancel it.");
  });

  it("lists the caller's own requests newest first", async () => {
    const hunter = w.approved;
    const form = await buildTestForm(db(), w.programs.open.id);
    const first = (await ask(form.id, hunter.headers)).json().data;
    await cancel(first.id, hunter.headers);
    const second = (await ask(form.id, hunter.headers)).json().data;
    const ids = (await mine(hunter.headers)).map((r: { id: string }) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it("filters and pages the organization's list", async () => {
    const form = await buildTestForm(db(), w.programs.open.id, "Filtered");
    const a = await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id, { formId: form.id });
    const b = await buildTestInfoRequest(db(), w.programs.open.id, w.approved.user.id, {
      formId: form.id,
      status: "rejected",
      at: new Date(Date.now() + 1000),
    });
    const list = async (q: string) =>
      (await t.app.inject({ url: `${base()}/info?${q}`, headers: w.manager.headers })).json();
    expect((await list(`testForm=${form.id}`)).data.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    expect((await list(`testForm=${form.id}&status=idle`)).data.map((r: { id: string }) => r.id)).toEqual([
      a.id,
    ]);
    expect(
      (await list(`testForm=${form.id}&hunter=${w.approved.user.id}`)).data.map((r: { id: string }) => r.id),
    ).toEqual([b.id]);
    const paged = await list(`testForm=${form.id}&perPage=1&page=2`);
    expect(paged.data.map((r: { id: string }) => r.id)).toEqual([a.id]);
    expect(paged.meta).toEqual({ total: 2, page: 2, perPage: 1 });
    const tooMany = await t.app.inject({ url: `${base()}/info?perPage=101`, headers: w.manager.headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/^perPage: /);
    const badStatus = await t.app.inject({ url: `${base()}/info?status=open`, headers: w.manager.headers });
    expect(badStatus.statusCode).toBe(400);
  });
});

describe("validation", () => {
  it.each([
    ["a blank message", { message: "   " }, "message: Enter a message."],
    ["no form", { testForm: undefined }, "testForm: "],
    ["a bad form id", { testForm: "nope" }, "testForm: Not a valid id."],
    ["an unknown field", { status: "accepted" }, "Unknown field: status."],
  ])("refuses a request with %s", async (_, change, message) => {
    const form = await buildTestForm(db(), w.programs.open.id);
    const res = await t.app.inject({
      method: "POST",
      url: `${base()}/info`,
      headers: w.nonMember.headers,
      payload: { testForm: form.id, message: "Hi", ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await db().select().from(testInfoRequests).where(eq(testInfoRequests.formId, form.id))).toEqual(
      [],
    );
  });

  it.each([
    ["a blank message", { action: "accept", message: " " }, "message: Enter a message."],
    [
      "an unknown action",
      { action: "approve", message: "ok" },
      "action: Pick accept, reject, update, finalize or revoke.",
    ],
  ])("refuses an organization action with %s, changing nothing", async (_, payload, message) => {
    const request = await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id);
    const res = await t.app.inject({
      method: "PUT",
      url: `${base()}/info/${request.id}`,
      headers: w.admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const [row] = await db().select().from(testInfoRequests).where(eq(testInfoRequests.id, request.id));
    expect(row?.status).toBe("idle");
  });

  it("refuses a cancel without a message", async () => {
    const request = await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id);
    const res = await cancel(request.id, w.nonMember.headers, "");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("message: Enter a message.");
  });
});

describe("concurrency", () => {
  it("of two concurrent accepts one applies and the other is a 409", async () => {
    const request = await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id);
    const [a, b] = await Promise.all([act(request.id, "accept", "one"), act(request.id, "accept", "two")]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toBe("Only a pending request can be accepted; this one is accepted.");
    const messages = await db()
      .select()
      .from(testInfoMessages)
      .where(eq(testInfoMessages.requestId, request.id));
    expect(messages).toHaveLength(1);
  });

  it("of two concurrent requests through one form one is created and the other is a 409", async () => {
    const form = await buildTestForm(db(), w.programs.open.id);
    const [a, b] = await Promise.all([ask(form.id), ask(form.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().error.message).toBe(
      "You already have an active request for this form.",
    );
    expect(
      await db().select().from(testInfoRequests).where(eq(testInfoRequests.formId, form.id)),
    ).toHaveLength(1);
  });

  it("maps the partial unique index's refusal to the same 409", async () => {
    const form = await buildTestForm(db(), w.programs.open.id);
    await buildTestInfoRequest(db(), w.programs.open.id, w.nonMember.user.id, { formId: form.id });
    // Skip the service's own check to reach the index, as a concurrent request would.
    const repo = await import("./test-info.repository.ts");
    const spy = vi.spyOn(repo, "findActiveTestInfoRequest").mockResolvedValue(null);
    try {
      const res = await ask(form.id);
      expect(spy).toHaveBeenCalled();
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe("You already have an active request for this form.");
    } finally {
      spy.mockRestore();
    }
  });
});
