// POST reports: who may submit where, what a report holds, its number, its event, mail and limits.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  events,
  programApplications,
  programs,
  reportMessages,
  reports,
  scopeGroups,
  users,
} from "../../../db/schema/index.ts";
import { buildProgram } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { testMailbox } from "../../../test/mailbox.ts";
import {
  acceptGuideline,
  buildReportWorld,
  buildScopeGroup,
  type ReportWorld,
  submission,
  submitReport,
  VRT,
} from "./reports.fixtures.ts";

let t: TestApp;
let w: ReportWorld;
const mailbox = testMailbox(() => t);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await mailbox.clear();
});

const db = () => t.ctx.database.db;
const post = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/reports", headers, payload: payload as object });
const openSubmission = (over = {}) => submission(w.programs.open.id, w.scopes.open.id, over);

describe("POST /api/reports", () => {
  it("creates the report with its description as the first message, and answers it", async () => {
    const res = await post(w.sender.headers, openSubmission());
    expect(res.statusCode).toBe(201);
    const report = res.json().data;
    expect(res.headers.location).toBe(`/api/reports/${report.id}`);
    expect(report).toMatchObject({
      title: "Stored XSS in the profile page",
      state: "new",
      content: "Steps to reproduce: 1. open the profile.",
      vrt: VRT,
      severity: "critical",
      criticality: null,
      program: { id: w.programs.open.id, slug: w.programs.open.slug },
      sender: { id: w.sender.user.id },
      scope: { id: w.scopes.open.id, identifier: w.scopes.open.identifier, vrtIds: [] },
      access: { sender: true, organization: false },
      messages: { count: 1 },
    });
    const [message] = await db().select().from(reportMessages).where(eq(reportMessages.reportId, report.id));
    expect(report.messages.latest.id).toBe(message!.id);
    expect(message).toMatchObject({ senderId: w.sender.user.id, affiliation: "hunter" });
  });

  it("numbers a program's reports one after the other, even when submitted at once", async () => {
    const program = await buildProgram(db(), w.org.id, { activated: true, firstActivatedAt: new Date() });
    const group = await buildScopeGroup(db(), program.id);
    await acceptGuideline(db(), program.id, w.sender.user.id);
    const body = submission(program.id, group.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(w.sender.headers, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    // A refused submission takes no number: the next one continues the sequence.
    expect((await post(w.sender.headers, { ...body, scope: w.scopes.open.id })).statusCode).toBe(400);
    await submitReport(t, w.sender.headers, body);
    const numbers = (await db().select().from(reports).where(eq(reports.programId, program.id)))
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("scores a CVSS assessment on the server in the program's version", async () => {
    const cvss = {
      version: "3.1",
      attackVector: "network",
      attackComplexity: "low",
      privilegesRequired: "none",
      userInteraction: "none",
      scope: "unchanged",
      confidentiality: "high",
      integrity: "high",
      availability: "none",
    };
    const res = await post(w.sender.headers, openSubmission({ criticality: { type: "cvss", cvss } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.criticality).toMatchObject({
      type: "cvss",
      score: 9.1,
      severity: "critical",
      vector: "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N",
    });
    const v4 = await post(
      w.sender.headers,
      openSubmission({ criticality: { type: "cvss", cvss: { version: "4.0" } } }),
    );
    expect(v4.statusCode).toBe(400);
    expect(v4.json().error.message).toBe("criticality.cvss.version: This program scores with CVSS 3.1.");
  });

  it("takes a custom severity, which lists filter on instead of the type's", async () => {
    const res = await post(
      w.sender.headers,
      openSubmission({ criticality: { type: "custom", severity: "low" } }),
    );
    expect(res.json().data).toMatchObject({
      severity: "low",
      criticality: { type: "custom", severity: "low" },
    });
  });

  it.each([
    [{ title: "   " }, "title: Enter a title."],
    [{ content: "" }, "content: Enter a description."],
    [{ scope: "nope" }, "scope: Not a valid id."],
    [{ vrt: "no_such_type" }, "vrt: Unknown vulnerability type."],
    [{ criticality: { type: "custom", severity: "flex" } }, "criticality.severity"],
    [{ extra: 1 }, "Unknown field: extra."],
  ])("refuses %j with a 400 naming the field", async (over, message) => {
    const before = await db().select().from(reports);
    const res = await post(w.sender.headers, openSubmission(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await db().select().from(reports)).toHaveLength(before.length);
  });

  it("needs a type when the scope names none, and one of its types when it names some", async () => {
    const missing = await post(w.sender.headers, openSubmission({ vrt: undefined }));
    expect(missing.json().error.message).toBe("vrt: Pick a vulnerability type.");
    const group = await buildScopeGroup(db(), w.programs.open.id, ["cross_site_scripting_xss"]);
    const outside = await post(w.sender.headers, openSubmission({ scope: group.id }));
    expect(outside.json().error.message).toBe("vrt: Pick one of the vulnerability types this scope covers.");
    const under = await post(
      w.sender.headers,
      openSubmission({ scope: group.id, vrt: "cross_site_scripting_xss.stored" }),
    );
    expect(under.statusCode).toBe(201);
    expect(
      (await post(w.sender.headers, openSubmission({ scope: group.id, vrt: undefined }))).statusCode,
    ).toBe(201);
    const foreign = await post(w.sender.headers, openSubmission({ scope: w.scopes.otherOpen.id }));
    expect(foreign.json().error.message).toBe("scope: Pick a scope of this program.");
  });

  it("keeps the scope and reward table as they stood at submission", async () => {
    const report = await submitReport(t, w.sender.headers, openSubmission());
    await db().update(scopeGroups).set({ identifier: "changed" }).where(eq(scopeGroups.id, w.scopes.open.id));
    const rewards = { criticalityRewards: { ...w.programs.open.rewards.criticalityRewards }, vrts: [] };
    rewards.criticalityRewards.critical = { from: 1, to: 2 };
    await db().update(programs).set({ rewards }).where(eq(programs.id, w.programs.open.id));
    const read = (await t.app.inject({ url: `/api/reports/${report.id}`, headers: w.sender.headers })).json()
      .data;
    expect(read.scope.identifier).toBe(w.scopes.open.identifier);
    expect(read.rewards).toEqual(w.programs.open.rewards);
    await db()
      .update(scopeGroups)
      .set({ identifier: w.scopes.open.identifier })
      .where(eq(scopeGroups.id, w.scopes.open.id));
    await db()
      .update(programs)
      .set({ rewards: w.programs.open.rewards })
      .where(eq(programs.id, w.programs.open.id));
  });

  it("writes report.submitted in the same transaction and mails the program's staff the number only", async () => {
    const report = await submitReport(t, w.sender.headers, openSubmission({ title: "Secret title" }));
    const [event] = await db().select().from(events).where(eq(events.reportId, report.id));
    expect(event).toMatchObject({
      type: "report.submitted",
      organizationId: w.org.id,
      programId: w.programs.open.id,
      userId: w.sender.user.id,
      payload: { number: report.number, programDetailsPrivate: false },
    });
    expect((await mailbox.read()).map((m) => m.to).sort()).toEqual(
      [w.admin.user.email, w.manager.user.email].sort(),
    );
    for (const mail of await mailbox.read()) {
      expect(mail.subject).toBe(`New report #${report.number}: ${w.programs.open.name}`);
      expect(mail.text).toContain(`/organizations/${w.org.id}/reports/${report.id}`);
      expect(`${mail.text}${mail.html}`).not.toContain("Secret title");
      expect(`${mail.text}${mail.html}`).not.toContain("Steps to reproduce");
    }
    const feed = await t.app.inject({
      url: `/api/organizations/${w.org.id}/activities`,
      headers: w.manager.headers,
    });
    const line = feed.json().data.find((a: { report: { id: string } | null }) => a.report?.id === report.id);
    expect(line).toMatchObject({
      type: "report.submitted",
      info: { number: report.number },
      report: { title: "Secret title" },
    });
    const memberFeed = await t.app.inject({
      url: `/api/organizations/${w.org.id}/activities`,
      headers: w.member.headers,
    });
    expect(memberFeed.json().data.some((a: { type: string }) => a.type === "report.submitted")).toBe(false);
  });
});

describe("who may submit", () => {
  it("refuses API keys, members of the organization and anonymous callers", async () => {
    expect((await post({}, openSubmission())).statusCode).toBe(401);
    const key = await post(w.keys.hunter, openSubmission());
    expect(key.statusCode).toBe(403);
    expect(key.json().error.message).toBe("API keys cannot submit reports: sign in to report.");
    for (const who of [w.admin, w.member, w.triage, w.manager]) {
      const res = await post(who.headers, openSubmission());
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Members of the organization do not report to its programs.");
    }
  });

  it("needs the guideline accepted", async () => {
    const res = await post(w.otherHunter.headers, openSubmission());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Please accept the program's guideline before reporting.");
  });

  it("treats frozen programs and private ones without an approved application as not found", async () => {
    expect(
      (await post(w.sender.headers, submission(w.programs.private.id, w.scopes.private.id))).statusCode,
    ).toBe(404);
    expect(
      (await post(w.applicant.headers, submission(w.programs.private.id, w.scopes.private.id))).statusCode,
    ).toBe(404);
    await db().update(programs).set({ frozen: true }).where(eq(programs.id, w.programs.open.id));
    expect((await post(w.sender.headers, openSubmission())).statusCode).toBe(404);
    await db().update(programs).set({ frozen: false }).where(eq(programs.id, w.programs.open.id));
  });

  it("takes reports to a private program from approved hunters with their private information", async () => {
    const res = await post(w.approved.headers, submission(w.programs.private.id, w.scopes.private.id));
    expect(res.statusCode).toBe(201);
    // The approved hunter of another private program, without private information, is asked for it.
    const hunter = w.otherHunter;
    await db()
      .insert(programApplications)
      .values({ programId: w.programs.private.id, hunterId: hunter.user.id, state: "approved" });
    await acceptGuideline(db(), w.programs.private.id, hunter.user.id);
    const refused = await post(hunter.headers, submission(w.programs.private.id, w.scopes.private.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain("Private programs need your private information");
  });

  it("refuses a suspended program with 409", async () => {
    await db().update(programs).set({ status: "suspended" }).where(eq(programs.id, w.programs.open.id));
    const res = await post(w.sender.headers, openSubmission());
    await db().update(programs).set({ status: "open" }).where(eq(programs.id, w.programs.open.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This program is not accepting reports.");
  });

  it("applies the program's country restriction", async () => {
    await db()
      .update(programs)
      .set({ allowedCountries: ["JP"] })
      .where(eq(programs.id, w.programs.open.id));
    const noCountry = await post(w.sender.headers, openSubmission());
    await db().update(users).set({ country: "FR" }).where(eq(users.id, w.sender.user.id));
    const elsewhere = await post(w.sender.headers, openSubmission());
    await db().update(users).set({ country: "JP" }).where(eq(users.id, w.sender.user.id));
    const resident = await post(w.sender.headers, openSubmission());
    await db().update(programs).set({ allowedCountries: [] }).where(eq(programs.id, w.programs.open.id));
    expect([noCountry.statusCode, elsewhere.statusCode, resident.statusCode]).toEqual([403, 403, 201]);
    expect(elsewhere.json().error.message).toBe(
      "This program accepts reports only from hunters residing in the countries it lists.",
    );
  });

  it("caps a hunter's open reports per program when the program says so", async () => {
    const program = await buildProgram(db(), w.org.id, {
      activated: true,
      firstActivatedAt: new Date(),
      maxOpenReportsPerHunter: 2,
    });
    const group = await buildScopeGroup(db(), program.id);
    await acceptGuideline(db(), program.id, w.sender.user.id);
    const body = submission(program.id, group.id);
    const [first] = [
      await submitReport(t, w.sender.headers, body),
      await submitReport(t, w.sender.headers, body),
    ];
    const third = await post(w.sender.headers, body);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe(
      "This program accepts at most 2 open reports per hunter. Wait until the organization has checked yours.",
    );
    await db().update(reports).set({ state: "resolved" }).where(eq(reports.id, first!.id));
    expect((await post(w.sender.headers, body)).statusCode).toBe(201);
  });
});

describe("the hourly submission limit", () => {
  it("answers 429 past RATE_LIMIT_REPORTS_PER_HOUR, with Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "2" });
    try {
      const lw = await buildReportWorld(limited);
      const body = submission(lw.programs.open.id, lw.scopes.open.id);
      const inject = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/reports",
          headers: lw.sender.headers,
          payload: body,
        });
      const answers = await Promise.all([inject(), inject(), inject()]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 429]);
      const refused = answers.find((r) => r.statusCode === 429)!;
      expect(refused.json().error.message).toBe(
        "You can submit at most 2 reports an hour. Please try again later.",
      );
      expect(refused.headers["retry-after"]).toBe("3600");
    } finally {
      await limited.close();
    }
  });
});
