import {
  integer,
  oneOf,
  type SearchOf,
  searchParams,
  text,
  withDefault,
} from "../../../lib/search-readers.ts";

export const programTypeFilters = ["all", "vdp", "bounty"] as const;
export const programVisibilityFilters = ["all", "application", "public"] as const;

/** /programs query params (spec §2); bad values fall back to the defaults instead of failing the page. */
export const ProgramSearch = searchParams({
  page: withDefault(integer({ min: 1 }), 1),
  type: withDefault(oneOf(programTypeFilters), "all"),
  visibility: withDefault(oneOf(programVisibilityFilters), "all"),
  s: withDefault(text(200), ""),
});
export type ProgramSearch = SearchOf<typeof ProgramSearch.fields>;

/** Left out of the URL: /programs, not /programs?page=1&type=all&visibility=all&s=. */
export const defaultProgramSearch: ProgramSearch = { page: 1, type: "all", visibility: "all", s: "" };
