import { TRIAGE_REPORTS_PER_PAGE, type TriageActionType, triageActionTypes } from "@bounty/shared";
import { RangeParam } from "../../../components/forms/date-range.ts";
import {
  flag,
  integer,
  listOf,
  oneOf,
  type SearchOf,
  searchParams,
  withDefault,
} from "../../../lib/search-readers.ts";

// The triage table's filters, apart from its queries: the route reads them in everyone's first load.

export interface TriageSearch {
  action: TriageActionType[];
  page: number;
  perPage: number;
}

export const triageSearchFields = {
  action: listOf(oneOf(triageActionTypes)),
  page: withDefault(integer({ min: 1 }), 1),
  perPage: withDefault(integer({ min: 1, max: TRIAGE_REPORTS_PER_PAGE }), TRIAGE_REPORTS_PER_PAGE),
};
/** /triage/{programId}/reports: the table's filters in the URL (spec 2 §2: `action` repeated, `page`, `perPage`). */
export const TriageQueueSearch = searchParams(triageSearchFields);
export const defaultTriageSearch: TriageSearch = { action: [], page: 1, perPage: TRIAGE_REPORTS_PER_PAGE };

/** /triage/{programId}: `range` twice (local days, default the current week) or `all`. */
export const TriageDashboardSearch = searchParams({ range: RangeParam, all: withDefault(flag, false) });
export type TriageDashboardSearch = SearchOf<typeof TriageDashboardSearch.fields>;
