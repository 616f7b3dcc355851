import { CVSS_VERSIONS } from "@bounty/shared";
import { oneOf, optional, type SearchOf, searchParams, text } from "../../../lib/search-readers.ts";

/**
 * /tools/cvss query params; bad values fall back to the defaults instead of failing the page. The page
 * writes only `vector` (its prefix names the version); `version` is read for hand-written links.
 */
export const CvssSearch = searchParams({
  // The router reads `?version=4.0` as the number 4, and would write the string back as %224.0%22.
  version: optional((raw) => oneOf(CVSS_VERSIONS)(typeof raw === "number" ? raw.toFixed(1) : raw)),
  vector: optional(text(512)),
});
export type CvssSearch = SearchOf<typeof CvssSearch.fields>;
