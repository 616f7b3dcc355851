import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysAgo, insertEvent } from "../modules/organizations/activity/activity.fixtures.ts";
import { buildWorld, type World } from "../modules/organizations/core/organizations.fixtures.ts";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../modules/reports/core/reports.fixtures.ts";
import {
  buildRewardWorld,
  postReward,
  type RewardWorld,
} from "../modules/rewards/rewards/rewards.fixtures.ts";
import { addProgramManager, buildProgram, buildSignedInUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { countQueries } from "../test/query-count.ts";

describe("SQL round trips of the hot endpoints (an N+1 cannot creep back in)", () => {
  let t: TestApp;
  let w: World;
  let programId: string;
  let refreshToken: string;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: "0" });
    w = await buildWorld(t);
    const db = t.ctx.database.db;
    for (let i = 0; i < 12; i += 1) {
      const program = await buildProgram(db, w.org.id, {
        visibility: i % 2 ? "public" : "application",
        activated: true,
        firstActivatedAt: new Date(),
      });
      await addProgramManager(db, program.id, w.member.memberId);
      programId = program.id;
    }
    refreshToken = (await buildSignedInUser(t.ctx)).refreshToken;
    // A feed with a line: its page carries the total, so the count is not a statement of its own.
    await insertEvent(db, {
      organizationId: w.org.id,
      type: "org.updated",
      programId: null,
      createdAt: daysAgo(1),
    });
  });
  afterAll(() => t.close());

  const trips = async (request: InjectOptions) => {
    let status = 0;
    const { count, statements } = await countQueries(async () => {
      status = (await t.app.inject(request)).statusCode;
    });
    expect(status, JSON.stringify(statements)).toBe(200);
    if (process.env.SHOW_QUERIES) console.log(count, statements.join("\n"));
    return count;
  };

  it.each([
    // The first page carries its total.
    ["GET /api/programs (anonymous)", () => ({ url: "/api/programs?perPage=25" }), 1],
    [
      "GET /api/programs (a member)",
      () => ({ url: "/api/programs?perPage=25", headers: w.member.headers }),
      // A program's staff also read their report standing and the page's new-report counts.
      5,
    ],
    [
      "GET /api/programs?organization (its member)",
      () => ({ url: `/api/programs?organization=${w.org.id}`, headers: w.member.headers }),
      6,
    ],
    // A later page counts first: the total decides whether it is read from the end.
    ["GET /api/programs?page=2 (anonymous)", () => ({ url: "/api/programs?perPage=5&page=2" }), 2],
    [
      "GET /api/programs/{id} (a member)",
      () => ({ url: `/api/programs/${programId}`, headers: w.member.headers }),
      6,
    ],
    [
      "GET /api/users/authenticated",
      () => ({ url: "/api/users/authenticated", headers: w.member.headers }),
      2,
    ],
    [
      "GET /api/organizations/{id}/activities",
      () => ({ url: `/api/organizations/${w.org.id}/activities`, headers: w.member.headers }),
      4,
    ],
    [
      "GET /api/organizations/{id}/members",
      () => ({ url: `/api/organizations/${w.org.id}/members`, headers: w.member.headers }),
      3,
    ],
  ] as const)("%s", async (_name, request, expected) => {
    expect(await trips(request())).toBe(expected);
  });

  it("POST /api/auth/token/refresh: one statement for a live token's first use", async () => {
    expect(await trips({ method: "POST", url: "/api/auth/token/refresh", payload: { refreshToken } })).toBe(
      1,
    );
  });
});

describe("SQL round trips of the report endpoints", () => {
  let t: TestApp;
  let w: ReportWorld;
  let reportId: string;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: "0" });
    w = await buildReportWorld(t);
    for (let i = 0; i < 3; i += 1) {
      reportId = (await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id)))
        .id;
    }
    // The staff's first read marks a new report read (an update and its event, once); the pins below
    // are the reads of every day.
    await t.app.inject({ url: `/api/reports/${reportId}?view=org`, headers: w.manager.headers });
  });
  afterAll(() => t.close());

  const trips = async (request: InjectOptions, expectedStatus = 200) => {
    let status = 0;
    const { count, statements } = await countQueries(async () => {
      status = (await t.app.inject(request)).statusCode;
    });
    expect(status, JSON.stringify(statements)).toBe(expectedStatus);
    if (process.env.SHOW_QUERIES) console.log(count, statements.join("\n"));
    return count;
  };

  it.each([
    // The session and the first page with its total: the hunter's view needs no organization standing.
    ["GET /api/reports (the sender)", () => ({ url: "/api/reports", headers: w.sender.headers }), 2],
    [
      "GET /api/reports?view=org (a manager)",
      () => ({ url: "/api/reports?view=org", headers: w.manager.headers }),
      3,
    ],
    [
      "GET /api/reports/{id}?view=org (a manager)",
      () => ({ url: `/api/reports/${reportId}?view=org`, headers: w.manager.headers }),
      // The session, the standing, the report with its program and sender, its description, its
      // latest message and the description's attachments.
      6,
    ],
    [
      "GET /api/messages?report= (a manager)",
      () => ({ url: `/api/messages?report=${reportId}`, headers: w.manager.headers }),
      // The session, the report with its program and description id, the standing, the page with
      // its people and version counts, and the page's attachments.
      5,
    ],
  ] as const)("%s", async (_name, request, expected) => {
    expect(await trips(request())).toBe(expected);
  });

  // The session, the report, the standing; in one transaction the message, the report's counts, the
  // event with its chat outbox row, the program's staff and their mail outbox rows (one insert for
  // both), and its live notice; then the message read back with its people and its attachments.
  it("POST /api/messages", async () => {
    const payload = { report: reportId, content: "Any news?" };
    expect(
      await trips({ method: "POST", url: "/api/messages", headers: w.sender.headers, payload }, 201),
    ).toBe(14);
  });

  // The checks, the locked counter, the report, its first message, the event with its chat outbox,
  // the staff and their mail outbox rows, and its live notice, and the report read back as its
  // sender sees it.
  it("POST /api/reports", async () => {
    const body = submission(w.programs.open.id, w.scopes.open.id);
    expect(
      await trips({ method: "POST", url: "/api/reports", headers: w.sender.headers, payload: body }, 201),
    ).toBe(26);
  });
});

describe("SQL round trips of a reward", () => {
  let t: TestApp;
  let w: RewardWorld;
  let reportId: string;

  beforeAll(async () => {
    t = await createTestApp({ WORKER: "0", RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
    w = await buildRewardWorld(t);
    reportId = (await w.report.bounty()).id;
    // The first reward creates the hunter's credit account; the pin is every later one's.
    await postReward(t, w.manager.headers, reportId, { amount: 1_000 });
  });
  afterAll(() => t.close());

  // The session; in one transaction (begin and commit count) the standing, the locked report, the
  // key, the sender's membership, the locked budget, the hunter's account, the budget's sum, the
  // reward, the ledger transaction and its entries, the event with its chat outbox row, the hunter's
  // mail outbox row and its live notice; then the reward read back with its author.
  it("POST /api/reports/{id}/rewards", async () => {
    let status = 0;
    const { count, statements } = await countQueries(async () => {
      status = (await postReward(t, w.manager.headers, reportId, { amount: 2_000 })).statusCode;
    });
    expect(status, JSON.stringify(statements)).toBe(201);
    if (process.env.SHOW_QUERIES) console.log(count, statements.join("\n"));
    expect(count).toBe(18);
  });
});
