import { optional, type SearchOf, searchParams, text } from "../../../lib/search-readers.ts";

/**
 * /tools/taxonomy query params: `type`, "any" or a type id. Only its shape is checked here: whether
 * the type exists is for the page (`selectedVrtType`), which loads the taxonomy; the router's check
 * runs in every page's first load.
 */
export const TaxonomySearch = searchParams({ type: optional(text(200)) });
export type TaxonomySearch = SearchOf<typeof TaxonomySearch.fields>;
