import { z } from "zod";

export const Id = z.uuid({ error: "Not a valid id." });

/** An id in an answer: documented as a UUID (the API document's format); a plain string at run time. */
export const RowId = z.string().meta({ format: "uuid" });
/** A moment in an answer: an ISO 8601 date-time in UTC, documented as such. */
export const Timestamp = z.string().meta({ format: "date-time" });

/** `page` from 1; each endpoint caps `perPage` as the spec lists. */
export const pagination = (maxPerPage: number, defaultPerPage = maxPerPage) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  });

/**
 * A query value that may be repeated (`?state=new&state=checked`), read as the list `list` checks;
 * absent, an empty list. The default (not a mapping of `undefined`) is what marks it optional in the
 * API document and the typed client.
 */
export const repeatedParam = <T extends z.ZodType<unknown[]>>(list: T) =>
  z
    .preprocess((v) => (Array.isArray(v) ? v : [v]), list)
    .default([] as unknown as z.util.NoUndefined<z.output<T>>);

export const ListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMeta>;

/**
 * A calendar day as YYYY-MM-DD, within the years PostgreSQL and a day's arithmetic handle (a filter's
 * `to` is read up to the next day's start: 9999-12-31 would leave the calendar).
 */
export const CalendarDay = z.iso
  .date({ error: "Use a date as YYYY-MM-DD." })
  .refine((d) => d >= "1970-01-01" && d <= "9998-12-31", { error: "Use a date between 1970 and 9998." });
