import { billedLicences, LICENCE_PRICE_YEN, type LicenceInvoiceLine } from "@bounty/shared";

/** `YYYY-MM-DD` of a UTC date. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The first day of the month before `now`'s (UTC), as `YYYY-MM-01`. */
export const previousMonthOf = (now: Date): string =>
  isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

export const daysInMonthOf = (month: string): number => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The last day of the month after the invoiced one: when its invoice is due (spec 1 §9). */
export const dueOnOf = (month: string): string => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return isoDay(new Date(Date.UTC(y, m + 1, 0)));
};

/**
 * A month's licence lines, prorated by day. `counts` are the daily counts of people, in day order,
 * starting at the latest one before the month if any; a day without a count carries the previous
 * one. Consecutive days billed the same number of licences make one line; a line's amount is the
 * monthly price of its licences times its share of the month's days, rounded to the yen, and the
 * invoice's amount is the sum of its lines.
 */
export function invoiceLinesOf(
  month: string,
  counts: readonly { day: string; people: number }[],
  price = LICENCE_PRICE_YEN,
): { lines: LicenceInvoiceLine[]; amount: number; daysInMonth: number } {
  const daysInMonth = daysInMonthOf(month);
  const [y, m] = month.split("-").map(Number) as [number, number];
  const lines: LicenceInvoiceLine[] = [];
  let people = 0;
  let next = 0;
  for (let d = 1; d <= daysInMonth; d++) {
    const day = isoDay(new Date(Date.UTC(y, m - 1, d)));
    while (next < counts.length && counts[next]!.day <= day) people = counts[next++]!.people;
    const licences = billedLicences(people);
    const last = lines.at(-1);
    if (last && last.licences === licences && last.to === isoDay(new Date(Date.UTC(y, m - 1, d - 1)))) {
      last.to = day;
      last.days += 1;
    } else if (licences > 0) {
      lines.push({ from: day, to: day, days: 1, licences, amount: 0 });
    }
  }
  for (const line of lines) line.amount = Math.round((line.licences * price * line.days) / daysInMonth);
  return { lines, amount: lines.reduce((sum, l) => sum + l.amount, 0), daysInMonth };
}
