import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildResponseHistory } from "./response-stats.fixtures.ts";

let t: TestApp;
let h: Awaited<ReturnType<typeof buildResponseHistory>>;
beforeAll(async () => {
  t = await createTestApp();
  h = await buildResponseHistory(t);
});
afterAll(() => t.close());

const HOUR = 3600;
const stats = (query: string, headers = h.manager.headers) =>
  t.app.inject({ url: `/api/programs/${h.program.id}/stats?${query}`, headers });
const range = (start: string, end: string) =>
  `range=${encodeURIComponent(start)}&range=${encodeURIComponent(end)}`;

describe("add_business_seconds", () => {
  it("skips Saturdays and Sundays (UTC), and starts a weekend's clock on Monday", async () => {
    const due = async (from: string, seconds: number) => {
      const result = await t.ctx.database.db.execute(
        sql`select to_char(add_business_seconds(${from}::timestamptz, ${seconds}) at time zone 'UTC', 'Dy YYYY-MM-DD HH24:MI') as due`,
      );
      return (result.rows[0] as { due: string }).due;
    };
    expect(await due("2026-11-02T10:00:00Z", 86_400)).toBe("Tue 2026-11-03 10:00");
    expect(await due("2026-11-05T10:00:00Z", 2 * 86_400)).toBe("Mon 2026-11-09 10:00");
    expect(await due("2026-11-06T18:00:00Z", 86_400)).toBe("Mon 2026-11-09 18:00");
    expect(await due("2026-11-07T12:00:00Z", 86_400)).toBe("Tue 2026-11-10 00:00");
    expect(await due("2026-11-06T20:00:00Z", 6 * HOUR)).toBe("Mon 2026-11-09 02:00");
    expect(await due("2026-11-02T10:00:00Z", 10 * 86_400)).toBe("Mon 2026-11-16 10:00");
    expect(await due("2026-11-02T10:00:00Z", 0)).toBe("Mon 2026-11-02 10:00");
  });
});

describe("GET programs/{id}/stats over a hand-built history", () => {
  it("computes every figure over the range, days in UTC", async () => {
    const res = await stats(range("2026-11-02T00:00:00Z", "2026-11-10T00:00:00Z"));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.timeZone).toBe("UTC");
    expect(data.reportsReceived).toBe(4);
    expect(data.byState).toEqual({ open: 1, accepted: 2, rejected: 1 });
    expect(data.bySeverity).toEqual({ critical: 1, high: 1, medium: 0, low: 1, none: 1 });
    // Rewarded twice: both amounts, one report.
    expect(data.rewardsAmount).toEqual({ money: 150_000, point: 0 });
    expect(data.reportsRewarded).toBe(1);
    // First response: A 10 h, B 48 h (the automatic read does not count), C 66 h; D never.
    expect(data.times.firstResponse).toEqual({
      reached: 3,
      median: 48 * HOUR,
      p90: 48 * HOUR + 0.8 * 18 * HOUR,
      met: 2,
      missed: 2,
    });
    // Triage: A 24 h, B 48 h (due Thursday 09:00: met on the minute), C 66 h over the weekend; D late.
    expect(data.times.triage).toEqual({
      reached: 3,
      median: 48 * HOUR,
      p90: 48 * HOUR + 0.8 * 18 * HOUR,
      met: 3,
      missed: 1,
    });
    // Reward: A's first reward after 48 h; B is resolved and never rewarded (late); C, D do not apply.
    expect(data.times.reward).toEqual({ reached: 1, median: 48 * HOUR, p90: 48 * HOUR, met: 1, missed: 1 });
    // Resolution: the first close counts, B's reopening changes nothing: A 96 h, B 48 h, C 66 h.
    expect(data.times.resolution).toEqual({
      reached: 3,
      median: 66 * HOUR,
      p90: 66 * HOUR + 0.8 * 30 * HOUR,
      met: 3,
      missed: 1,
    });
    expect(data.days.map((d: { day: string }) => d.day)).toEqual([
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
      "2026-11-07",
      "2026-11-08",
      "2026-11-09",
    ]);
    const day = (d: string) => data.days.find((x: { day: string }) => x.day === d);
    expect(day("2026-11-02")).toMatchObject({ accepted: 1, critical: 1, money: 0 });
    expect(day("2026-11-04")).toMatchObject({ open: 0, accepted: 0, money: 100_000 });
    expect(day("2026-11-05")).toMatchObject({ money: 50_000 });
    expect(day("2026-11-06")).toMatchObject({ rejected: 1, low: 1 });
    expect(day("2026-11-07")).toMatchObject({ rejected: 0 });
    expect(day("2026-11-09")).toMatchObject({ open: 1, none: 1 });
  });

  it("groups days in the caller's time zone", async () => {
    const res = await stats(
      `${range("2026-11-02T00:00:00+09:00", "2026-11-10T00:00:00+09:00")}&timeZone=Asia/Tokyo`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.timeZone).toBe("Asia/Tokyo");
    expect(data.reportsReceived).toBe(4);
    const day = (d: string) => data.days.find((x: { day: string }) => x.day === d);
    // C was sent on Friday 18:00 UTC: Saturday 03:00 in Tokyo.
    expect(day("2026-11-06")).toMatchObject({ rejected: 0 });
    expect(day("2026-11-07")).toMatchObject({ rejected: 1, low: 1 });
    expect(data.days).toHaveLength(8);
  });

  it("narrows every figure to the range", async () => {
    const res = await stats(range("2026-11-02T00:00:00Z", "2026-11-04T00:00:00Z"));
    const { data } = res.json();
    expect(data.reportsReceived).toBe(2);
    expect(data.times.firstResponse.median).toBe((10 * HOUR + 48 * HOUR) / 2);
    // The rewards were given after the range ended.
    expect(data.rewardsAmount.money).toBe(0);
    expect(data.reportsRewarded).toBe(0);
    const late = await stats(range("2026-11-05T00:00:00Z", "2026-11-06T00:00:00Z"));
    expect(late.json().data).toMatchObject({ reportsReceived: 0, reportsRewarded: 1 });
    expect(late.json().data.rewardsAmount.money).toBe(50_000);
  });

  it("refuses a bad time zone or range with a 400 that names it, and changes nothing", async () => {
    const zone = await stats("timeZone=Mars/Olympus");
    expect(zone.statusCode).toBe(400);
    expect(zone.json().error.message).toContain("IANA time zone");
    const one = await stats("range=2026-11-02T00:00:00Z");
    expect(one.statusCode).toBe(400);
  });

  it("shows each open report's current target, and lists the overdue ones first", async () => {
    const list = await t.app.inject({
      url: `/api/reports?view=org&program=${h.program.id}&overdue=true&sort=target`,
      headers: h.manager.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as { number: number; target: { target: string; overdue: boolean } }[];
    // D (first response, due 11-10) before E (first response, due 10-21)? E is older: due first.
    expect(rows.map((r) => r.number)).toEqual([h.reports.e.number, h.reports.d.number]);
    expect(rows.every((r) => r.target.overdue && r.target.target === "firstResponse")).toBe(true);
    const closed = await t.app.inject({ url: `/api/reports/${h.reports.a.id}`, headers: h.manager.headers });
    expect(closed.json().data.target).toBeNull();
  });
});
