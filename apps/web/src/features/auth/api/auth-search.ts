import { oneOf, optional, type SearchOf, searchParams } from "../../../lib/search-readers.ts";
import { ReturnPathParam } from "./return-path.ts";

export const audiences = ["companies", "researchers"] as const;
export type Audience = (typeof audiences)[number];

/**
 * /signin and /signup: `audience` picks the pitch beside the form (the top bar's For Companies / For
 * Researchers); `redirect` is the page of this site to return to once signed in (e.g. a join link).
 */
export const AuthSearch = searchParams({
  audience: optional(oneOf(audiences)),
  redirect: ReturnPathParam,
});
export type AuthSearch = SearchOf<typeof AuthSearch.fields>;
