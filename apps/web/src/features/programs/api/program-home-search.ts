import { oneOf, type SearchOf, searchParams, withDefault } from "../../../lib/search-readers.ts";

export const programHomeTabs = [
  "basic",
  "guideline",
  "severity",
  "scope",
  "reportTemplate",
  "budget",
] as const;
export type ProgramHomeTab = (typeof programHomeTabs)[number];

/** /organizations/{id}/programs/{programId}?tab=…; an unknown tab falls back to Basic. */
export const ProgramHomeSearch = searchParams({ tab: withDefault(oneOf(programHomeTabs), "basic") });
export type ProgramHomeSearch = SearchOf<typeof ProgramHomeSearch.fields>;
export const defaultProgramHomeSearch: ProgramHomeSearch = { tab: "basic" };
