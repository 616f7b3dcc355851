// Possible duplicates: the staff see up to five earlier reports of the same program most like this
// one, computed in the database; the hunter never does.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reports } from "../../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  acceptGuideline,
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../core/reports.fixtures.ts";
import { RANKING_TTL_MS } from "./possible-duplicates.ts";

let t: TestApp;
let w: ReportWorld;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildReportWorld(t);
});
afterAll(async () => t.close());

const sqli = {
  title: "SQL injection in the search box",
  content: "The q parameter of /search is concatenated into the SQL query: ' or 1=1 -- returns every row.",
};

describe("GET /api/reports/{id}/duplicates", () => {
  it("lists the most similar earlier reports of the same program first, never later ones or another program's", async () => {
    const open = (over: object) => submission(w.programs.open.id, w.scopes.open.id, over);
    const first = await submitReport(t, w.sender.headers, open(sqli));
    const unrelated = await submitReport(t, w.sender.headers, open({}));
    await acceptGuideline(t.ctx.database.db, w.programs.otherOpen.id, w.sender.user.id);
    const elsewhere = await submitReport(
      t,
      w.sender.headers,
      submission(w.programs.otherOpen.id, w.scopes.otherOpen.id, sqli),
    );
    const later = await submitReport(
      t,
      w.sender.headers,
      open({ title: "SQL injection in the search page", content: `${sqli.content} Also in /search?page=2.` }),
    );
    const afterwards = await submitReport(t, w.sender.headers, open(sqli));

    const res = await t.app.inject({
      url: `/api/reports/${later.id}/duplicates`,
      headers: w.manager.headers,
    });
    expect(res.statusCode).toBe(200);
    const found = res.json().data as { id: string; number: number; state: string; score: number }[];
    expect(found[0]).toMatchObject({ id: first.id, number: first.number, state: "new" });
    expect(found[0]!.score).toBeGreaterThan(0.5);
    const ids = found.map((d) => d.id);
    expect(ids).not.toContain(afterwards.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(later.id);
    if (ids.includes(unrelated.id)) expect(found.at(-1)!.id).toBe(unrelated.id);
    expect(found.length).toBeLessThanOrEqual(5);

    // The first report has nothing earlier to resemble.
    const none = await t.app.inject({ url: `/api/reports/${first.id}/duplicates`, headers: w.admin.headers });
    expect(none.json().data).toEqual([]);
  });

  it("finds an earlier report told in the same words under another title", async () => {
    const open = (over: object) => submission(w.programs.open.id, w.scopes.open.id, over);
    const content =
      "The avatar upload accepts an SVG whose onload handler runs when another user opens the profile, " +
      "stealing their session token through document.cookie.";
    const retold = await submitReport(
      t,
      w.sender.headers,
      open({ title: "Profile picture runs script", content }),
    );
    const noise = await submitReport(
      t,
      w.sender.headers,
      open({ title: "Weak password policy", content: "Six characters are enough." }),
    );
    const report = await submitReport(
      t,
      w.sender.headers,
      open({ title: "Cookie theft from avatars", content }),
    );
    const found = (
      await t.app.inject({ url: `/api/reports/${report.id}/duplicates`, headers: w.manager.headers })
    ).json().data as { id: string }[];
    expect(found[0]!.id).toBe(retold.id);
    expect(found.map((d) => d.id)).not.toContain(noise.id);
  });

  it("finds the same bug told in Japanese and in English by its endpoint (issue 47)", async () => {
    const open = (over: object) => submission(w.programs.open.id, w.scopes.open.id, over);
    const japanese = await submitReport(
      t,
      w.sender.headers,
      open({
        title: "請求書APIで他のワークスペースの請求書を閲覧できる（IDOR）",
        content:
          "`GET /api/invoices/{id}` がワークスペースの所有者を確認していません。IDを1つ減らすと他社の請求書が見えます。",
      }),
    );
    const otherBug = await submitReport(
      t,
      w.sender.headers,
      open({
        title: "ステータスページのクリックジャッキング",
        content: "/status/page をiframeで表示できます。",
      }),
    );
    const english = await submitReport(
      t,
      w.sender.headers,
      open({
        title: "Any workspace's invoice can be read by changing its number",
        content:
          "Calling https://shop.kiwi.example/api/invoices/1042 returns another customer's billing address.",
      }),
    );
    const res = await t.app.inject({
      url: `/api/reports/${english.id}/duplicates`,
      headers: w.manager.headers,
    });
    const ids = (res.json().data as { id: string }[]).map((d) => d.id);
    expect(ids[0]).toBe(japanese.id);
    expect(ids).not.toContain(otherBug.id);
  });

  it("reuses a ranking for a minute, with titles and states read fresh each time", async () => {
    const open = (over: object) => submission(w.programs.open.id, w.scopes.open.id, over);
    const content = "The export endpoint returns other tenants' invoices when the id is changed in the URL.";
    const earlier = await submitReport(
      t,
      w.sender.headers,
      open({ title: "Invoice IDOR in export", content }),
    );
    const report = await submitReport(
      t,
      w.sender.headers,
      open({ title: "IDOR on invoice export", content }),
    );
    const duplicates = async () =>
      (await t.app.inject({ url: `/api/reports/${report.id}/duplicates`, headers: w.manager.headers })).json()
        .data as { id: string; title: string; state: string }[];
    expect((await duplicates())[0]!.id).toBe(earlier.id);

    const db = t.ctx.database.db;
    await db
      .update(reports)
      .set({ title: "Clickjacking on settings", searchText: "clickjacking on settings", state: "checked" })
      .where(eq(reports.id, earlier.id));
    // Within the minute: the same ranking, shown with what the report says now.
    expect((await duplicates())[0]).toMatchObject({
      id: earlier.id,
      title: "Clickjacking on settings",
      state: "checked",
    });
    // Past it, ranked again: the report no longer resembles this one.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + RANKING_TTL_MS + 1_000 });
    try {
      expect((await duplicates()).map((d) => d.id)).not.toContain(earlier.id);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is the staff's: the sender is refused, anyone else gets the report's 404", async () => {
    const report = await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id));
    const url = `/api/reports/${report.id}/duplicates`;
    expect((await t.app.inject({ url, headers: w.sender.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: w.keys.hunter })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: w.otherHunter.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: w.member.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
