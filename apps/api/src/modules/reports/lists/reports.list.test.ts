// GET reports: the hunter's and the organization's lists, their filters, search, order, pages and CSV.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildReportWorld, type ReportWorld, submission, submitReport } from "../core/reports.fixtures.ts";
import { streamReports } from "./report-export.repository.ts";

let t: TestApp;
let w: ReportWorld;
/** The sender's reports on the public program, oldest first. */
const sent: { id: string; number: number; title: string }[] = [];

const titles = [
  "Stored XSS in the profile page",
  "ログイン画面の脆弱性について",
  "SQL injection =cmd in search",
  "認証バイパスの報告",
];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
  for (const [i, title] of titles.entries()) {
    const body = submission(w.programs.open.id, w.scopes.open.id, {
      title,
      content: i === 0 ? "The name field runs <script>; 脆弱性の詳細" : "Details.",
      criticality: { type: "custom", severity: (["low", "high", "critical", "medium"] as const)[i]! },
    });
    const report = await submitReport(t, w.sender.headers, body);
    sent.push({ ...report, title });
    // Distinct submission moments, one day apart, oldest first.
    await t.ctx.database.db
      .update(reports)
      .set({
        createdAt: new Date(Date.UTC(2026, 0, 10 + i, 12)),
        stateChangedAt: new Date(Date.UTC(2026, 0, 10 + i, 12)),
      })
      .where(eq(reports.id, report.id));
  }
  await submitReport(t, w.approved.headers, submission(w.programs.private.id, w.scopes.private.id));
});
afterAll(async () => t.close());

const list = async (headers: Record<string, string>, query: string) => {
  const res = await t.app.inject({ url: `/api/reports?${query}`, headers });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as { data: { id: string; title: string; number: number }[]; meta: { total: number } };
};
const titlesOf = async (headers: Record<string, string>, query: string) =>
  (await list(headers, query)).data.map((r) => r.title);

describe("the hunter's list", () => {
  it("holds the sender's own reports only, newest first, 200 a page by default", async () => {
    const page = await list(w.sender.headers, "view=hunter");
    expect(page.data.map((r) => r.title)).toEqual([...titles].reverse());
    expect(page.meta).toEqual({ total: 4, page: 1, perPage: 200 });
    expect((await list(w.approved.headers, "")).meta.total).toBe(1);
    expect((await list(w.otherHunter.headers, "view=hunter")).meta.total).toBe(0);
  });

  it("finds Japanese text by any substring of two characters or more, and English words", async () => {
    expect(await titlesOf(w.sender.headers, `s=${encodeURIComponent("脆弱")}`)).toEqual([
      titles[1],
      titles[0],
    ]);
    expect(await titlesOf(w.sender.headers, `s=${encodeURIComponent("バイパス")}`)).toEqual([titles[3]]);
    expect(await titlesOf(w.sender.headers, "s=xss")).toEqual([titles[0]]);
    expect(await titlesOf(w.sender.headers, "s=SCRIPT")).toEqual([titles[0]]);
    // LIKE's wildcards are searched as text.
    expect(await titlesOf(w.sender.headers, `s=${encodeURIComponent("%")}`)).toEqual([]);
  });

  it("filters by status group, accepting the spec's not_reproducable spelling", async () => {
    await t.ctx.database.db
      .update(reports)
      .set({ state: "not_reproducible" })
      .where(eq(reports.id, sent[2]!.id));
    expect(await titlesOf(w.sender.headers, "state=not_reproducable")).toEqual([titles[2]]);
    expect(await titlesOf(w.sender.headers, "state=new&state=checked")).toEqual([
      titles[3],
      titles[1],
      titles[0],
    ]);
    await t.ctx.database.db.update(reports).set({ state: "new" }).where(eq(reports.id, sent[2]!.id));
  });

  it("filters by severity, program, number and submission dates", async () => {
    expect(await titlesOf(w.sender.headers, "criticality=critical&criticality=low")).toEqual([
      titles[2],
      titles[0],
    ]);
    expect((await list(w.sender.headers, `program=${w.programs.private.id}`)).meta.total).toBe(0);
    expect(await titlesOf(w.sender.headers, `number=${sent[1]!.number}`)).toEqual([titles[1]]);
    expect(await titlesOf(w.sender.headers, "after=2026-01-11&before=2026-01-12")).toEqual([
      titles[2],
      titles[1],
    ]);
  });

  it("sorts by latest status change and latest comment", async () => {
    await t.ctx.database.db
      .update(reports)
      .set({ stateChangedAt: new Date(Date.UTC(2026, 1, 1)), lastCommentAt: new Date(Date.UTC(2026, 1, 1)) })
      .where(eq(reports.id, sent[0]!.id));
    expect((await titlesOf(w.sender.headers, "sort=status"))[0]).toBe(titles[0]);
    expect(await titlesOf(w.sender.headers, "sort=comment")).toEqual([
      titles[0],
      titles[3],
      titles[2],
      titles[1],
    ]);
  });

  it("sorts by state in the workflow's order and by severity worst first, the newest breaking ties, on every page", async () => {
    const db = t.ctx.database.db;
    await db.update(reports).set({ state: "resolved" }).where(eq(reports.id, sent[3]!.id));
    await db.update(reports).set({ state: "checked" }).where(eq(reports.id, sent[0]!.id));
    try {
      // new (2, 1), checked (0), resolved (3).
      expect(await titlesOf(w.sender.headers, "sort=state")).toEqual([
        titles[2],
        titles[1],
        titles[0],
        titles[3],
      ]);
      // critical (2), high (1), medium (3), low (0).
      expect(await titlesOf(w.sender.headers, "sort=severity")).toEqual([
        titles[2],
        titles[1],
        titles[3],
        titles[0],
      ]);
      // Late pages are read from the other end: the same order, page by page.
      const pages = await Promise.all(
        [1, 2].map((p) => titlesOf(w.sender.headers, `sort=severity&perPage=3&page=${p}`)),
      );
      expect(pages).toEqual([[titles[2], titles[1], titles[3]], [titles[0]]]);
      const last = await Promise.all(
        [1, 2].map((p) => titlesOf(w.sender.headers, `sort=state&perPage=3&page=${p}`)),
      );
      expect(last).toEqual([[titles[2], titles[1], titles[0]], [titles[3]]]);
    } finally {
      await db.update(reports).set({ state: "new" }).where(eq(reports.id, sent[3]!.id));
      await db.update(reports).set({ state: "new" }).where(eq(reports.id, sent[0]!.id));
    }
  });

  it("pages by total and perPage, reading late pages from the end in the same order", async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => list(w.sender.headers, `perPage=2&page=${p}`)));
    expect(pages.map((p) => p.data.map((r) => r.title))).toEqual([
      [titles[3], titles[2]],
      [titles[1], titles[0]],
      [],
    ]);
    expect(pages[0]!.meta).toEqual({ total: 4, page: 1, perPage: 2 });
  });

  it("refuses bad parameters with a 400 naming them", async () => {
    for (const [query, message] of [
      ["state=open", "state"],
      [
        "sort=title",
        "Sort by creation, comment, status, target, state, severity, program, hunter or assignee.",
      ],
      ["sort=assignee", "sort: Sort by hunter or assignee in the organization's view only."],
      ["perPage=201", "perPage"],
      ["after=yesterday", "Use a date as YYYY-MM-DD."],
      ["program=nope", "Not a valid id."],
      ["bogus=1", "Unknown field: bogus."],
    ]) {
      const res = await t.app.inject({ url: `/api/reports?${query}`, headers: w.sender.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
  });
});

describe("the organization's list", () => {
  it("holds the reports of the programs the viewer staffs", async () => {
    expect((await list(w.admin.headers, "view=org")).meta.total).toBe(5);
    expect((await list(w.manager.headers, "view=org")).meta.total).toBe(5);
    expect((await list(w.member.headers, "view=org")).meta.total).toBe(0);
    expect((await list(w.triage.headers, "view=org")).meta.total).toBe(0);
    expect((await list(w.otherAdmin.headers, "view=org")).meta.total).toBe(0);
    expect((await list(w.sender.headers, "view=org")).meta.total).toBe(0);
    expect((await list(w.keys.admin, "view=org")).meta.total).toBe(0);
    expect((await list(w.admin.headers, `view=org&organization=${w.otherOrg.id}`)).meta.total).toBe(0);
    expect((await list(w.admin.headers, `view=org&program=${w.programs.private.id}`)).meta.total).toBe(1);
  });

  it("sorts by program, hunter and owner by name, those with none last, reversed pages alike", async () => {
    const db = t.ctx.database.db;
    const ids = async (query: string) =>
      (await list(w.admin.headers, `view=org&${query}`)).data.map((r) => r.id);
    // The private program's report (the approved hunter's) against the public program's four.
    const [privateName, openName] = [
      w.programs.private.name.toLowerCase(),
      w.programs.open.name.toLowerCase(),
    ];
    const byProgram = await ids("sort=program");
    const privateAt = byProgram.indexOf(
      (await list(w.admin.headers, `view=org&program=${w.programs.private.id}`)).data[0]!.id,
    );
    expect(privateAt).toBe(privateName < openName ? 0 : 4);
    const senderName = w.sender.user.displayName.toLowerCase();
    const approvedName = w.approved.user.displayName.toLowerCase();
    const byHunter = await ids("sort=hunter");
    expect(byHunter.indexOf(sent[3]!.id) < byHunter.indexOf(sent[2]!.id)).toBe(true);
    expect(byHunter.slice(0, 4).includes(sent[0]!.id)).toBe(senderName < approvedName);
    // Owners: the one owned by the manager first, nobody's after, the newest first among them.
    await db.update(reports).set({ assigneeId: w.manager.user.id }).where(eq(reports.id, sent[0]!.id));
    try {
      const byOwner = await ids("sort=assignee");
      expect(byOwner[0]).toBe(sent[0]!.id);
      const late = await Promise.all([1, 2].map((p) => ids(`sort=assignee&perPage=3&page=${p}`)));
      expect(late.flat()).toEqual(byOwner);
    } finally {
      await db.update(reports).set({ assigneeId: null }).where(eq(reports.id, sent[0]!.id));
    }
  });

  it("counts new reports on the staff's program cards only", async () => {
    const cards = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: `/api/programs?organization=${w.org.id}`, headers });
      return Object.fromEntries(
        res.json().data.map((p: { id: string; newReportsNb: number }) => [p.id, p.newReportsNb]),
      );
    };
    expect((await cards(w.admin.headers))[w.programs.open.id]).toBe(4);
    expect((await cards(w.manager.headers))[w.programs.private.id]).toBe(1);
    expect((await cards(w.member.headers))[w.programs.open.id]).toBe(0);
    const publicList = await t.app.inject({ url: "/api/programs", headers: w.sender.headers });
    expect(publicList.json().data.every((p: { newReportsNb: number }) => p.newReportsNb === 0)).toBe(true);
  });
});

describe("the CSV export", () => {
  const csv = (headers: Record<string, string>, query: string) =>
    t.app.inject({ url: `/api/reports?${query}`, headers: { ...headers, accept: "text/csv" } });

  it("streams exactly the filtered list, with a BOM, neutralized formulas and its total", async () => {
    const res = await csv(w.manager.headers, `view=org&program=${w.programs.open.id}&perPage=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="reports.csv"');
    expect(res.headers["x-total-count"]).toBe("4");
    expect(res.body.startsWith("\uFEFFnumber,title,program,state,severity,")).toBe(true);
    const lines = res.body.trim().split("\r\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${sent[3]!.number},認証バイパスの報告,${w.programs.open.name},`);
    expect(lines[1]).toContain(`,${w.sender.user.uniqueName},`);
    expect(res.body).toContain(`/organizations/${w.org.id}/reports/${sent[0]!.id}`);
  });

  it("neutralizes a cell a spreadsheet would run as a formula", async () => {
    await t.ctx.database.db
      .update(reports)
      .set({ title: '=HYPERLINK("x")' })
      .where(eq(reports.id, sent[2]!.id));
    const res = await csv(w.sender.headers, `number=${sent[2]!.number}`);
    expect(res.body).toContain(`${sent[2]!.number},"'=HYPERLINK(""x"")",`);
    await t.ctx.database.db.update(reports).set({ title: titles[2]! }).where(eq(reports.id, sent[2]!.id));
  });

  it("reads batch after batch in list order, each row with its program and sender", async () => {
    const batches = [];
    const ofProgram = eq(reports.programId, w.programs.open.id);
    for await (const batch of streamReports(t.ctx.database.db, ofProgram, 3)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([3, 1]);
    const rows = batches.flat();
    expect(rows.map((r) => r.report.id)).toEqual([...sent].reverse().map((r) => r.id));
    for (const row of rows) {
      expect(row.program.name).toBe(w.programs.open.name);
      expect(row.sender?.uniqueName).toBe(w.sender.user.uniqueName);
    }
  });

  it("misses no report sent in the same millisecond as a batch's last one", async () => {
    const db = t.ctx.database.db;
    const moments = ["2026-02-01 00:00:00.123456+00", "2026-02-01 00:00:00.123400+00"];
    for (const [i, moment] of moments.entries()) {
      await db.execute(sql`update reports set created_at = ${moment}::timestamptz where id = ${sent[i]!.id}`);
    }
    const ids = [];
    const ofProgram = eq(reports.programId, w.programs.open.id);
    for await (const batch of streamReports(db, ofProgram, 1)) ids.push(...batch.map((r) => r.report.id));
    expect(ids).toEqual([sent[0]!.id, sent[1]!.id, sent[3]!.id, sent[2]!.id]);
    for (const [i] of moments.entries()) {
      await db
        .update(reports)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 10 + i, 12)) })
        .where(eq(reports.id, sent[i]!.id));
    }
  });

  it("follows the visibility rule: nothing for a member without the program", async () => {
    const res = await csv(w.member.headers, "view=org");
    expect(res.headers["x-total-count"]).toBe("0");
    expect(res.body.trim().split("\r\n")).toHaveLength(1);
  });
});
