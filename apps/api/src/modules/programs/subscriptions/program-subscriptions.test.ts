import { createHmac } from "node:crypto";
import { FREE_PLAN_HUNTERS } from "@bounty/shared";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.ts";
import { events, programSubscriptions } from "../../../db/schema/index.ts";
import { buildUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { FREE_PLAN_FULL } from "../access/applications.service.ts";
import {
  addApplication,
  buildPartsWorld,
  freshProgram,
  headersFor,
  type PartsWorld,
  walk,
} from "../core/program-parts.fixtures.ts";
import {
  ALREADY_SUBSCRIBED,
  BAD_SIGNATURE,
  SUBSCRIPTIONS_UNAVAILABLE,
  VDP_ONLY,
} from "./program-subscriptions.service.ts";

const CHECKOUT = "https://pay.example.com/b/test_123?locale=auto";
const SECRET = "whsec-test-0123456789-0123456789-abcdef";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp({ SUBSCRIPTION_CHECKOUT_URL: CHECKOUT, SUBSCRIPTION_WEBHOOK_SECRET: SECRET });
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

const db = () => t.ctx.database.db;
const subscribe = (
  ref: string,
  headers: Record<string, string> = w.admin.headers,
  payload: object = { currency: "jpy" },
) => t.app.inject({ method: "POST", url: `/api/programs/${ref}/subscription`, headers, payload });
const readSubscription = (ref: string, headers: Record<string, string> = w.admin.headers) =>
  t.app.inject({ url: `/api/programs/${ref}/subscription`, headers });
const rowsOf = (programId: string) =>
  db().select().from(programSubscriptions).where(eq(programSubscriptions.programId, programId));
const eventsOf = async (programId: string) =>
  (
    await db()
      .select()
      .from(events)
      .where(and(eq(events.programId, programId), like(events.type, "program.subscription.%")))
      .orderBy(events.createdAt)
  ).map((e) => e.type);
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
/** `null`: no signature header at all. */
const notify = (body: string, signature: string | null = sign(body), app = t) =>
  app.app.inject({
    method: "POST",
    url: "/api/subscriptions/webhook",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-bounty-signature": signature } : {}),
    },
    payload: body,
  });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const notice = (subscriptionId: string, status = "active", currentPeriodEnd = inDays(30)) =>
  JSON.stringify({ subscriptionId, status, currentPeriodEnd });

describe("POST programs/{id}/subscription", () => {
  it("starts a pending subscription whose Location is the checkout with our id", async () => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const res = await subscribe(program.slug, w.admin.headers, { currency: "usd" });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ currency: "usd", status: "pending", currentPeriodEnd: null });
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe("https://pay.example.com/b/test_123");
    expect(location.searchParams.get("locale")).toBe("auto");
    expect(location.searchParams.get("client_reference_id")).toBe(data.id);
    expect(data.url).toBe(res.headers.location);
    const rows = await rowsOf(program.id);
    expect(rows).toMatchObject([
      { id: data.id, status: "pending", currency: "usd", createdBy: w.admin.user.id },
    ]);
    expect(await eventsOf(program.id)).toEqual(["program.subscription.created"]);
    const read = await readSubscription(program.id, w.member.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(data);
  });

  it("replaces a pending subscription: the old one is cancelled", async () => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const first = (await subscribe(program.id)).json().data;
    const second = await subscribe(program.id, w.admin.headers, { currency: "usd" });
    expect(second.statusCode).toBe(201);
    const rows = await rowsOf(program.id);
    expect(rows.find((r) => r.id === first.id)?.status).toBe("cancelled");
    expect(rows.find((r) => r.id === second.json().data.id)?.status).toBe("pending");
    expect(await eventsOf(program.id)).toEqual([
      "program.subscription.created",
      "program.subscription.cancelled",
      "program.subscription.created",
    ]);
    expect((await readSubscription(program.id)).json().data.id).toBe(second.json().data.id);
  });

  it("refuses while a paid-up subscription is active (409), and replaces one whose period ended", async () => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const first = (await subscribe(program.id)).json().data;
    expect((await notify(notice(first.id))).statusCode).toBe(200);
    const again = await subscribe(program.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ALREADY_SUBSCRIBED);
    expect(await rowsOf(program.id)).toHaveLength(1);
    await db()
      .update(programSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(programSubscriptions.id, first.id));
    expect((await subscribe(program.id)).statusCode).toBe(201);
    expect((await rowsOf(program.id)).map((r) => r.status).sort()).toEqual(["cancelled", "pending"]);
  });

  it("is for vdp programs only (409)", async () => {
    const { program } = await freshProgram(t, w, { type: "bounty" });
    const res = await subscribe(program.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(VDP_ONLY);
    expect(await rowsOf(program.id)).toHaveLength(0);
  });

  it("checks the currency", async () => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const bad = await subscribe(program.id, w.admin.headers, { currency: "eur" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("currency: Choose jpy or usd.");
    const extra = await subscribe(program.id, w.admin.headers, { currency: "jpy", card: "4242" });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toBe("Unknown field: card.");
    expect(await rowsOf(program.id)).toHaveLength(0);
  });

  it("GET answers 404 when the program has none", async () => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const res = await readSubscription(program.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("The program has no subscription.");
  });
});

describe("POST subscriptions/webhook", () => {
  it("activates with a good signature; the same notice twice changes nothing", async () => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const created = (await subscribe(program.id)).json().data;
    const end = inDays(30);
    const body = notice(created.id, "active", end);
    const res = await notify(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      status: "active",
      currentPeriodEnd: end,
      url: null,
    });
    const [before] = await rowsOf(program.id);
    const again = await notify(body);
    expect(again.statusCode).toBe(200);
    const [after] = await rowsOf(program.id);
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(await eventsOf(program.id)).toEqual([
      "program.subscription.created",
      "program.subscription.activated",
    ]);
    const read = (await readSubscription(program.id)).json().data;
    expect(read).toMatchObject({ status: "active", currentPeriodEnd: end, url: null });
    // A renewal moves the period on; a cancellation ends it.
    expect((await notify(notice(created.id, "active", inDays(60)))).statusCode).toBe(200);
    expect((await notify(notice(created.id, "cancelled", inDays(60)))).statusCode).toBe(200);
    expect((await rowsOf(program.id))[0]!.status).toBe("cancelled");
    expect(await eventsOf(program.id)).toEqual([
      "program.subscription.created",
      "program.subscription.activated",
      "program.subscription.activated",
      "program.subscription.cancelled",
    ]);
    // A late payment for a cancelled subscription is refused (the operator refunds it).
    expect((await notify(notice(created.id, "active", inDays(90)))).statusCode).toBe(409);
  });

  it.each([
    ["a missing signature", null],
    ["another secret's signature", "other"],
    ["a malformed signature", "sha256=zz"],
    ["a signature of another body", "body"],
  ])("refuses %s (401) and changes nothing", async (_name, kind) => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const created = (await subscribe(program.id)).json().data;
    const body = notice(created.id);
    const signature =
      kind === null
        ? null
        : kind === "other"
          ? sign(body, "x".repeat(40))
          : kind === "body"
            ? sign(notice(created.id, "active", inDays(31)))
            : kind;
    const res = await notify(body, signature);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(BAD_SIGNATURE);
    expect((await rowsOf(program.id))[0]!.status).toBe("pending");
    expect(await eventsOf(program.id)).toEqual(["program.subscription.created"]);
  });

  it("answers 404 for an unknown subscription and 400 for a bad notice", async () => {
    const unknown = await notify(notice("00000000-0000-4000-8000-000000000000"));
    expect(unknown.statusCode).toBe(404);
    const bad = JSON.stringify({ subscriptionId: "00000000-0000-4000-8000-000000000000", status: "paid" });
    const res = await notify(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("status: Use active or cancelled.");
    const notJson = await notify("{nope");
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toBe("The body is not JSON.");
  });
});

describe("the free plan", () => {
  const approve = (id: string) =>
    t.app.inject({
      method: "PUT",
      url: `/api/applications/${id}`,
      headers: w.admin.headers,
      payload: { state: "approved" },
    });

  it("is lifted by an active, paid-up subscription and back when it expires", async () => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    for (let i = 1; i < FREE_PLAN_HUNTERS; i++)
      await addApplication(db(), program.id, (await buildUser(db())).id, "approved");
    const pendings = [];
    for (let i = 0; i < 3; i++)
      pendings.push(await addApplication(db(), program.id, (await buildUser(db())).id));
    const full = await approve(pendings[0]!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(FREE_PLAN_FULL);
    const created = (await subscribe(program.id)).json().data;
    // Pending (not paid yet) lifts nothing.
    expect((await approve(pendings[0]!.id)).statusCode).toBe(409);
    expect((await notify(notice(created.id))).statusCode).toBe(200);
    expect((await approve(pendings[0]!.id)).statusCode).toBe(200);
    await db()
      .update(programSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(programSubscriptions.id, created.id));
    expect((await approve(pendings[1]!.id)).statusCode).toBe(409);
    expect((await notify(notice(created.id, "active", inDays(30)))).statusCode).toBe(200);
    expect((await approve(pendings[1]!.id)).statusCode).toBe(200);
    expect((await notify(notice(created.id, "cancelled", inDays(30)))).statusCode).toBe(200);
    expect((await approve(pendings[2]!.id)).statusCode).toBe(409);
  });
});

describe("authorization", () => {
  const postWalk = {
    anonymous: 401,
    hunter: 404,
    hunterKey: 403,
    applicant: 404,
    approved: 403,
    member: 403,
    triage: 403,
    manager: 403,
    admin: 201,
    adminKey: 403,
    otherAdmin: 404,
  };
  it.each(walk(postWalk))("POST programs/{id}/subscription — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    const res = await subscribe(program.id, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    if (who === "manager") expect(res.json().error.message).toBe("Only an admin can subscribe the program.");
    expect(await rowsOf(program.id)).toHaveLength(status === 201 ? 1 : 0);
  });

  const getWalk = { ...postWalk, member: 200, triage: 200, manager: 200, admin: 200 };
  it.each(walk(getWalk))("GET programs/{id}/subscription — %s: %i", async (who, status) => {
    const { program } = await freshProgram(t, w, { type: "vdp" });
    await subscribe(program.id);
    const res = await readSubscription(program.id, headersFor(w, who));
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().data.status).toBe("pending");
  });
});

describe("an installation without a checkout", () => {
  let bare: TestApp;
  let bw: PartsWorld;
  beforeAll(async () => {
    bare = await createTestApp();
    bw = await buildPartsWorld(bare);
  });
  afterAll(async () => bare.close());

  it("answers 503 to subscribing and to notices, and says so in the public config", async () => {
    const { program } = await freshProgram(bare, bw, { type: "vdp" });
    const res = await bare.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/subscription`,
      headers: bw.admin.headers,
      payload: { currency: "jpy" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(SUBSCRIPTIONS_UNAVAILABLE);
    const body = notice("00000000-0000-4000-8000-000000000000");
    expect((await notify(body, sign(body), bare)).statusCode).toBe(503);
    expect((await bare.app.inject({ url: "/api/config" })).json().data.subscriptions).toBe(false);
    expect((await t.app.inject({ url: "/api/config" })).json().data.subscriptions).toBe(true);
  });

  it("config refuses a checkout without a secret, and the other way round", () => {
    expect(() => loadConfig({ SUBSCRIPTION_CHECKOUT_URL: CHECKOUT })).toThrow(/SUBSCRIPTION_WEBHOOK_SECRET/);
    expect(() => loadConfig({ SUBSCRIPTION_WEBHOOK_SECRET: SECRET })).toThrow(/SUBSCRIPTION_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({
        SUBSCRIPTION_CHECKOUT_URL: "http://pay.example.com/",
        SUBSCRIPTION_WEBHOOK_SECRET: SECRET,
      }),
    ).toThrow(/SUBSCRIPTION_CHECKOUT_URL: Must be an https:\/\/ address/);
    expect(() =>
      loadConfig({ SUBSCRIPTION_CHECKOUT_URL: CHECKOUT, SUBSCRIPTION_WEBHOOK_SECRET: "short" }),
    ).toThrow(/Use at least 32 characters/);
    expect(
      loadConfig({ SUBSCRIPTION_CHECKOUT_URL: CHECKOUT, SUBSCRIPTION_WEBHOOK_SECRET: SECRET })
        .SUBSCRIPTION_CHECKOUT_URL,
    ).toBe(CHECKOUT);
  });
});
