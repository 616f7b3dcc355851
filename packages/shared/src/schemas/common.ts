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

export const ListMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMeta>;
