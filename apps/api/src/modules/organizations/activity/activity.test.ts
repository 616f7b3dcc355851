import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/index.ts";
import { addProgramManager, buildProgram } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { apiKeyHeaders, buildWorld, type World } from "../core/organizations.fixtures.ts";
import { daysAgo, insertEvent } from "./activity.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const feedUrl = (orgId: string, query = "") => `/api/organizations/${orgId}/activities${query}`;
const feed = (w: World, headers: Headers, query = "") =>
  t.app.inject({ url: feedUrl(w.org.id, query), headers });
const typesIn = (res: { json(): { data: { type: string }[] } }) => res.json().data.map((a) => a.type);
const rangeQuery = (start: Date, end: Date) =>
  `?range=${encodeURIComponent(start.toISOString())}&range=${encodeURIComponent(end.toISOString())}`;

describe("who may read GET activities and GET stats", () => {
  type Who = "anonymous" | "nonMember" | "member" | "triage" | "admin" | "otherAdmin" | "adminApiKey";
  const expected: [Who, number][] = [
    ["anonymous", 401],
    ["nonMember", 404],
    ["member", 200],
    ["triage", 200],
    ["admin", 200],
    ["otherAdmin", 404],
    ["adminApiKey", 403],
  ];
  const headersOf = async (w: World, who: Who): Promise<Headers> => {
    if (who === "anonymous") return {};
    if (who === "adminApiKey") return apiKeyHeaders(t, w.admin.user.id, w.admin.headers);
    return w[who].headers;
  };

  for (const path of ["activities", "stats"]) {
    it.each(expected)(`GET ${path}: %s gets %i`, async (who, status) => {
      const w = await buildWorld(t);
      const res = await t.app.inject({
        url: `/api/organizations/${w.org.id}/${path}`,
        headers: await headersOf(w, who),
      });
      expect(res.statusCode).toBe(status);
      if (status === 404) expect(res.json().error.message).toBe("Organization not found.");
      if (status === 403) expect(res.json().error.message).toBe("API keys cannot manage organizations.");
    });

    it(`GET ${path}: an id that is not a uuid is a 400, an unknown one a 404`, async () => {
      const w = await buildWorld(t);
      const bad = await t.app.inject({ url: `/api/organizations/nope/${path}`, headers: w.admin.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe("id: Not a valid id.");
      const unknown = await t.app.inject({
        url: `/api/organizations/${crypto.randomUUID()}/${path}`,
        headers: w.admin.headers,
      });
      expect(unknown.statusCode).toBe(404);
    });
  }

  it("a member removed a moment ago gets 404 on the next call", async () => {
    const w = await buildWorld(t);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/members/${w.member.memberId}`,
      headers: w.member.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await feed(w, w.member.headers)).statusCode).toBe(404);
  });
});

describe("the range", () => {
  it("defaults to the last 30 days, ending now, and says so in meta", async () => {
    const w = await buildWorld(t);
    await insertEvent(t.ctx.database.db, {
      organizationId: w.org.id,
      type: "org.updated",
      createdAt: daysAgo(29),
    });
    await insertEvent(t.ctx.database.db, {
      organizationId: w.org.id,
      type: "org.icon.updated",
      createdAt: daysAgo(31),
    });
    const before = Date.now();
    const res = await feed(w, w.member.headers);
    expect(res.statusCode).toBe(200);
    expect(typesIn(res)).toEqual(["org.updated"]);
    const { range } = res.json().meta;
    const end = Date.parse(range.end);
    expect(end).toBeGreaterThanOrEqual(before);
    expect(end - Date.parse(range.start)).toBe(30 * 86_400_000);
  });

  it("includes the start and excludes the end", async () => {
    const w = await buildWorld(t);
    const start = new Date("2026-03-01T00:00:00Z");
    const end = new Date("2026-03-02T00:00:00Z");
    const db = t.ctx.database.db;
    await insertEvent(db, { organizationId: w.org.id, type: "org.created", createdAt: start });
    await insertEvent(db, { organizationId: w.org.id, type: "org.icon.updated", createdAt: end });
    await insertEvent(db, {
      organizationId: w.org.id,
      type: "org.updated",
      createdAt: new Date(start.getTime() - 1),
    });
    const res = await feed(w, w.member.headers, rangeQuery(start, end));
    expect(typesIn(res)).toEqual(["org.created"]);
    expect(res.json().meta.range).toEqual({ start: start.toISOString(), end: end.toISOString() });
  });

  it("reads offsets: midnight in Tokyo is 15:00 the day before in UTC", async () => {
    const w = await buildWorld(t);
    await insertEvent(t.ctx.database.db, {
      organizationId: w.org.id,
      type: "org.updated",
      createdAt: new Date("2026-02-28T15:30:00Z"),
    });
    const query = `?range=${encodeURIComponent("2026-03-01T00:00:00+09:00")}&range=${encodeURIComponent("2026-03-02T00:00:00+09:00")}`;
    const res = await feed(w, w.member.headers, query);
    expect(typesIn(res)).toEqual(["org.updated"]);
    expect(res.json().meta.range.start).toBe("2026-02-28T15:00:00.000Z");
  });

  it("accepts a span of exactly 366 days", async () => {
    const w = await buildWorld(t);
    const start = new Date("2025-01-01T00:00:00Z");
    const res = await feed(w, w.member.headers, rangeQuery(start, new Date("2026-01-02T00:00:00Z")));
    expect(res.statusCode).toBe(200);
  });

  const refusals: [string, string, string][] = [
    ["once", "?range=2026-03-01T00:00:00Z", "range: Give range twice, a start and an end."],
    ["empty", "?range=", "range: Give range twice, a start and an end."],
    [
      "three times",
      "?range=2026-03-01T00:00:00Z&range=2026-03-02T00:00:00Z&range=2026-03-03T00:00:00Z",
      "range: Give range twice, a start and an end.",
    ],
    [
      "as dates without a time",
      "?range=2026-03-01&range=2026-03-02",
      "range: Give each range as an ISO 8601 date-time with an offset, such as 2026-11-21T00:00:00+09:00.",
    ],
    [
      "without an offset",
      "?range=2026-03-01T00:00:00&range=2026-03-02T00:00:00",
      "range: Give each range as an ISO 8601 date-time with an offset, such as 2026-11-21T00:00:00+09:00.",
    ],
    [
      "on a day that does not exist",
      "?range=2026-02-30T00:00:00Z&range=2026-03-02T00:00:00Z",
      "range: Give each range as an ISO 8601 date-time with an offset, such as 2026-11-21T00:00:00+09:00.",
    ],
    [
      "with an unencoded + (read as a space)",
      "?range=2026-03-01T00:00:00+09:00&range=2026-03-02T00:00:00+09:00",
      "range: Give each range as an ISO 8601 date-time with an offset, such as 2026-11-21T00:00:00+09:00.",
    ],
    [
      "ending before it starts",
      "?range=2026-03-02T00:00:00Z&range=2026-03-01T00:00:00Z",
      "range: The range must start before it ends.",
    ],
    [
      "ending when it starts",
      "?range=2026-03-01T00:00:00Z&range=2026-03-01T00:00:00Z",
      "range: The range must start before it ends.",
    ],
    [
      "longer than 366 days",
      "?range=2025-01-01T00:00:00Z&range=2026-01-02T00:00:01Z",
      "range: The range may span at most 366 days.",
    ],
  ];
  for (const path of ["activities", "stats"]) {
    it.each(refusals)(
      `GET ${path} refuses a range given %s with a 400 that says why`,
      async (_, query, message) => {
        const w = await buildWorld(t);
        const res = await t.app.inject({
          url: `/api/organizations/${w.org.id}/${path}${query}`,
          headers: w.member.headers,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: "validation_failed", message });
      },
    );
  }
});

describe("paging", () => {
  it("pages 20 at a time by default, newest first, with the total", async () => {
    const w = await buildWorld(t);
    const base = daysAgo(2);
    for (let i = 0; i < 25; i++) {
      await insertEvent(t.ctx.database.db, {
        organizationId: w.org.id,
        type: "org.updated",
        createdAt: new Date(base.getTime() + i * 60_000),
        payload: { fields: ["bio"] },
      });
    }
    const first = await feed(w, w.member.headers);
    expect(first.json().meta).toMatchObject({ total: 25, page: 1, perPage: 20 });
    const times = first.json().data.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect(times).toHaveLength(20);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBe(base.getTime() + 24 * 60_000);
    const second = await feed(w, w.member.headers, "?page=2");
    expect(second.json().data).toHaveLength(5);
    expect(second.json().meta).toMatchObject({ total: 25, page: 2, perPage: 20 });
    const beyond = await feed(w, w.member.headers, "?page=3");
    expect(beyond.json()).toMatchObject({ data: [], meta: { total: 25, page: 3 } });
  });

  it("breaks ties in time by id, so pages never repeat or skip a line", async () => {
    const w = await buildWorld(t);
    const at = daysAgo(1);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        (
          await insertEvent(t.ctx.database.db, {
            organizationId: w.org.id,
            type: "org.icon.updated",
            createdAt: at,
          })
        ).id,
      );
    }
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await feed(w, w.member.headers, `?perPage=2&page=${page}`);
      seen.push(...res.json().data.map((a: { id: string }) => a.id));
    }
    expect(seen).toEqual([...ids].sort().reverse());
  });

  it.each([
    ["?perPage=101", "perPage: Too big: expected number to be <=100"],
    ["?perPage=0", "perPage: Too small: expected number to be >=1"],
    ["?page=0", "page: Too small: expected number to be >=1"],
    ["?page=two", "page: Invalid input: expected number, received NaN"],
  ])("refuses %s with a 400 naming the field", async (query, message) => {
    const w = await buildWorld(t);
    const res = await feed(w, w.member.headers, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it("accepts perPage 100", async () => {
    const w = await buildWorld(t);
    expect((await feed(w, w.member.headers, "?perPage=100")).json().meta.perPage).toBe(100);
  });
});

describe("what each member sees", () => {
  /** Real changes through the API: every event type the feed shows today. */
  async function busyWorld() {
    const w = await buildWorld(t);
    const call = async (opts: InjectOptions) => {
      const res = await t.app.inject(opts);
      expect(res.statusCode, `${opts.method} ${opts.url}`).toBeLessThan(300);
      return res.json();
    };
    const base = `/api/organizations/${w.org.id}`;
    await call({
      method: "PUT",
      url: base,
      headers: w.admin.headers,
      payload: { bio: "We make things.", domain: "acme.test" },
    });
    const invite = (await call({ method: "POST", url: `${base}/invites`, headers: w.admin.headers })).data;
    await call({
      method: "POST",
      url: `${base}/members`,
      headers: w.nonMember.headers,
      payload: { invite: invite.id, code: invite.code },
    });
    await call({
      method: "PUT",
      url: `${base}/members/${w.target.memberId}`,
      headers: w.admin.headers,
      payload: { role: "triage" },
    });
    await call({ method: "DELETE", url: `${base}/members/${w.target.memberId}`, headers: w.admin.headers });
    await call({ method: "DELETE", url: `${base}/invites/${invite.id}`, headers: w.admin.headers });
    return { w, invite };
  }

  it("shows the admin every event, invite links included", async () => {
    const { w } = await busyWorld();
    const res = await feed(w, w.admin.headers);
    expect(typesIn(res)).toEqual([
      "org.invite.deleted",
      "org.member.removed",
      "org.member.role.changed",
      "org.member.added",
      "org.invite.created",
      "org.updated",
    ]);
    expect(res.json().meta.total).toBe(6);
  });

  it.each(["member", "triage"] as const)(
    "shows a %s the organization's events but not its invite links",
    async (who) => {
      const { w } = await busyWorld();
      const res = await feed(w, w[who].headers);
      expect(typesIn(res)).toEqual([
        "org.member.removed",
        "org.member.role.changed",
        "org.member.added",
        "org.updated",
      ]);
      expect(res.json().meta.total).toBe(4);
    },
  );

  it("writes each line with its people and the whitelisted facts only", async () => {
    const { w, invite } = await busyWorld();
    const res = await feed(w, w.admin.headers);
    const [deleted, removed, changed, added, created, updated] = res.json().data;
    const person = (u: { id: string; displayName: string; uniqueName: string }) => ({
      id: u.id,
      displayName: u.displayName,
      uniqueName: u.uniqueName,
      icon: null,
    });
    expect(changed).toEqual({
      id: expect.any(String),
      type: "org.member.role.changed",
      createdAt: expect.any(String),
      actor: person(w.admin.user),
      user: person(w.target.user),
      program: null,
      report: null,
      info: { from: "member", to: "triage" },
    });
    expect(removed).toMatchObject({
      actor: person(w.admin.user),
      user: person(w.target.user),
      info: { role: "triage", left: false },
    });
    expect(added).toMatchObject({
      actor: person(w.nonMember.user),
      user: person(w.nonMember.user),
      info: { role: "member" },
    });
    expect(updated).toMatchObject({
      actor: person(w.admin.user),
      user: null,
      info: { fields: ["domain", "bio"] },
    });
    expect(created).toMatchObject({ type: "org.invite.created", info: {} });
    expect(deleted).toMatchObject({ type: "org.invite.deleted", info: {} });
    // Ids the payloads hold (invite, members) and the invite code stay on the server.
    const body = res.body;
    expect(body).not.toContain(invite.id);
    expect(body).not.toContain(invite.code);
    expect(body).not.toContain(w.target.memberId);
    expect(body).not.toContain("email");
  });

  it("shows a member who left as having left", async () => {
    const w = await buildWorld(t);
    await t.app.inject({
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/members/${w.member.memberId}`,
      headers: w.member.headers,
    });
    const [left] = (await feed(w, w.triage.headers)).json().data;
    expect(left).toMatchObject({ type: "org.member.removed", info: { role: "member", left: true } });
    expect(left.actor.id).toBe(w.member.user.id);
  });

  it("names nobody for a deleted account", async () => {
    const w = await buildWorld(t);
    const db = t.ctx.database.db;
    await insertEvent(db, {
      organizationId: w.org.id,
      type: "org.member.added",
      createdAt: daysAgo(1),
      actorId: w.target.user.id,
      userId: w.target.user.id,
      payload: { role: "member" },
    });
    await db.delete(users).where(eq(users.id, w.target.user.id));
    const [line] = (await feed(w, w.member.headers)).json().data;
    expect(line).toMatchObject({ type: "org.member.added", actor: null, user: null });
  });

  it("shows the chat webhook's history to the admin only, and never its address", async () => {
    const w = await buildWorld(t);
    const db = t.ctx.database.db;
    const secret = "https://hooks.slack.com/services/T000/B000/secret";
    const webhookId = crypto.randomUUID();
    const add = (type: string, hours: number, payload: Record<string, unknown>) =>
      insertEvent(db, {
        organizationId: w.org.id,
        type,
        createdAt: new Date(Date.now() - hours * 3_600_000),
        actorId: w.admin.user.id,
        // A payload that (wrongly) held the address must still not let it out.
        payload: { webhookId, webhook: secret, ...payload },
      });
    await add("org.chat_webhook.created", 3, { active: true });
    await add("org.chat_webhook.updated", 2, { active: false });
    await add("org.chat_webhook.deleted", 1, {});
    const admin = await feed(w, w.admin.headers);
    expect(admin.json().data.map((a: { type: string; info: unknown }) => [a.type, a.info])).toEqual([
      ["org.chat_webhook.deleted", {}],
      ["org.chat_webhook.updated", { active: false }],
      ["org.chat_webhook.created", { active: true }],
    ]);
    expect(admin.body).not.toContain(secret);
    expect(admin.body).not.toContain(webhookId);
    for (const who of ["member", "triage"] as const) {
      const res = await feed(w, w[who].headers);
      expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
    }
  });

  it("never shows another organization's events, nor event types feeds do not know", async () => {
    const w = await buildWorld(t);
    const db = t.ctx.database.db;
    const at = daysAgo(1);
    await insertEvent(db, {
      organizationId: w.otherOrg.id,
      type: "org.updated",
      createdAt: at,
      payload: { fields: ["name"] },
    });
    await insertEvent(db, { organizationId: w.otherOrg.id, type: "org.invite.created", createdAt: at });
    for (const type of ["report.secret", "program.budget.secret", "org.secret", "constructor", "__proto__"]) {
      await insertEvent(db, { organizationId: w.org.id, type, createdAt: at });
    }
    await insertEvent(db, { organizationId: w.org.id, type: "org.icon.updated", createdAt: at });
    const mine = await feed(w, w.admin.headers);
    expect(typesIn(mine)).toEqual(["org.icon.updated"]);
    expect(mine.json().meta.total).toBe(1);
    const theirs = await t.app.inject({ url: feedUrl(w.otherOrg.id), headers: w.otherAdmin.headers });
    expect(typesIn(theirs).sort()).toEqual(["org.invite.created", "org.updated"]);
  });
});

describe("a program's events", () => {
  /** A hunter (the world's non-member) applies to an application-only program through the API. */
  async function applicationWorld() {
    const w = await buildWorld(t);
    const program = await buildProgram(t.ctx.database.db, w.org.id, {
      visibility: "application",
      activated: true,
      firstActivatedAt: new Date(),
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/requests`,
      headers: w.nonMember.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    return { w, program, application: res.json().data as { id: string } };
  }

  it("names the hunter of an application as its user, and nothing of the payload", async () => {
    const { w, program, application } = await applicationWorld();
    const res = await feed(w, w.admin.headers);
    const [line] = res.json().data;
    expect(line).toEqual({
      id: expect.any(String),
      type: "program.application.created",
      createdAt: expect.any(String),
      actor: expect.objectContaining({ id: w.nonMember.user.id }),
      user: {
        id: w.nonMember.user.id,
        displayName: w.nonMember.user.displayName,
        uniqueName: w.nonMember.user.uniqueName,
        icon: null,
      },
      program: { id: program.id, slug: program.slug, name: program.name },
      report: null,
      info: {},
    });
    expect(res.body).not.toContain(application.id);
    expect(res.body).not.toContain("programDetailsPrivate");
  });

  it("shows it to the admin and the program's managers, not to other members", async () => {
    const { w, program } = await applicationWorld();
    for (const who of ["member", "triage"] as const) {
      const res = await feed(w, w[who].headers);
      expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
      const stats = await t.app.inject({
        url: `/api/organizations/${w.org.id}/stats`,
        headers: w[who].headers,
      });
      expect(stats.json().data.activities).toBe(0);
    }
    await addProgramManager(t.ctx.database.db, program.id, w.triage.memberId);
    expect(typesIn(await feed(w, w.triage.headers))).toEqual(["program.application.created"]);
    expect(typesIn(await feed(w, w.member.headers))).toEqual([]);
    expect(typesIn(await feed(w, w.admin.headers))).toEqual(["program.application.created"]);
  });

  it("hands out each type's whitelisted facts: a status, a budget, a form's title", async () => {
    const w = await buildWorld(t);
    const db = t.ctx.database.db;
    const program = await buildProgram(db, w.org.id, { type: "bounty" });
    const secrets = { requestId: crypto.randomUUID(), reason: "Too vague", message: "password: hunter2" };
    const add = (type: string, minutes: number, payload: Record<string, unknown>) =>
      insertEvent(db, {
        organizationId: w.org.id,
        type,
        createdAt: new Date(Date.now() - minutes * 60_000),
        actorId: w.admin.user.id,
        userId: w.nonMember.user.id,
        programId: program.id,
        payload: { ...secrets, programDetailsPrivate: false, ...payload },
      });
    await add("program.status.changed", 6, { status: "suspended", previous: "open" });
    await add("program.budget.update", 5, { budget: 1_500_000, previous: 0 });
    await add("program.credits.charge", 4.5, { amount: 500_000, budget: 2_000_000, previous: 1_500_000 });
    await add("program.test_form.deleted", 4, {
      formId: secrets.requestId,
      title: "Test account",
      deletedRequests: 2,
    });
    await add("program.test_info.accepted", 3, { hunterId: w.nonMember.user.id, formTitle: "Test account" });
    await add("program.activation.rejected", 2, {});
    await insertEvent(db, {
      organizationId: w.org.id,
      type: "org.bounty_approval.changed",
      createdAt: new Date(Date.now() - 60_000),
      actorId: w.nonMember.user.id,
      payload: { bountyApproved: true },
    });
    const res = await feed(w, w.admin.headers);
    expect(res.json().data.map((a: { type: string; info: unknown }) => [a.type, a.info])).toEqual([
      ["org.bounty_approval.changed", { bountyApproved: true }],
      ["program.activation.rejected", {}],
      ["program.test_info.accepted", { formTitle: "Test account" }],
      ["program.test_form.deleted", { title: "Test account" }],
      ["program.credits.charge", { budget: 2_000_000, amount: 500_000 }],
      ["program.budget.update", { budget: 1_500_000 }],
      ["program.status.changed", { status: "suspended", previous: "open" }],
    ]);
    for (const secret of Object.values(secrets)) expect(res.body).not.toContain(secret);
    // Every member learns of the bounty approval; a program's events stay with its staff.
    expect(typesIn(await feed(w, w.member.headers))).toEqual(["org.bounty_approval.changed"]);
  });
});

it("documents both calls and the range parameter in the OpenAPI document", async () => {
  const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
  for (const path of ["/api/organizations/{id}/activities", "/api/organizations/{id}/stats"]) {
    const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toContain("range");
  }
});
