// The licence arithmetic of spec 1 §9: blocks of 5 (at least 5), 9,800 yen a month each, prorated by
// day, due at the end of the following month.
import { billedLicences } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { dueOnOf, invoiceLinesOf, previousMonthOf } from "./licence-billing.ts";

describe("licences", () => {
  it.each([
    [0, 0],
    [1, 5],
    [5, 5],
    [6, 10],
    [10, 10],
    [11, 15],
  ])("%i people are billed %i licences", (people, licences) => {
    expect(billedLicences(people)).toBe(licences);
  });

  it("bills a whole month of one block at the monthly price", () => {
    expect(invoiceLinesOf("2026-11-01", [{ day: "2026-10-20", people: 3 }])).toEqual({
      daysInMonth: 30,
      amount: 49_000,
      lines: [{ from: "2026-11-01", to: "2026-11-30", days: 30, licences: 5, amount: 49_000 }],
    });
  });

  it("prorates by the days each count held, and carries a count over days without one", () => {
    const { lines, amount } = invoiceLinesOf("2026-11-01", [
      { day: "2026-11-11", people: 2 },
      { day: "2026-11-12", people: 5 },
      { day: "2026-11-21", people: 6 },
    ]);
    expect(lines).toEqual([
      // Nothing before the 11th: the organization had no internal program yet.
      { from: "2026-11-11", to: "2026-11-20", days: 10, licences: 5, amount: 16_333 },
      { from: "2026-11-21", to: "2026-11-30", days: 10, licences: 10, amount: 32_667 },
    ]);
    expect(amount).toBe(49_000);
  });

  it("stops billing on the day the count drops to none", () => {
    const { lines } = invoiceLinesOf("2026-02-01", [
      { day: "2026-01-15", people: 4 },
      { day: "2026-02-15", people: 0 },
    ]);
    expect(lines).toEqual([{ from: "2026-02-01", to: "2026-02-14", days: 14, licences: 5, amount: 24_500 }]);
  });

  it("invoices the previous month, due at the end of the month after it", () => {
    expect(previousMonthOf(new Date("2026-12-01T00:05:00Z"))).toBe("2026-11-01");
    expect(previousMonthOf(new Date("2026-01-10T00:00:00Z"))).toBe("2025-12-01");
    expect(dueOnOf("2026-11-01")).toBe("2026-12-31");
    expect(dueOnOf("2026-12-01")).toBe("2027-01-31");
    expect(dueOnOf("2026-01-01")).toBe("2026-02-28");
  });
});
