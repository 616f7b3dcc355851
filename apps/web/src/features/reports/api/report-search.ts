import { orgOnlyReportSorts, type ReportState, reportSorts, reportStates } from "@bounty/shared";
import {
  flag,
  integer,
  isoDay,
  listOf,
  oneOf,
  optional,
  type SearchOf,
  searchParams,
  text,
  uuid,
  withDefault,
} from "../../../lib/search-readers.ts";

/** The status filter's values: the states, with not_reproducible spelled as the spec's filter spells it. */
export const reportStatusFilters = reportStates.map((s) =>
  s === "not_reproducible" ? "not_reproducable" : s,
);
export type ReportStatusFilter = (typeof reportStatusFilters)[number];
export const statusFilterOf = (state: ReportState) =>
  (state === "not_reproducible" ? "not_reproducable" : state) as ReportStatusFilter;

export const reportSeverityFilters = ["critical", "high", "medium", "low"] as const;
export type ReportSeverityFilter = (typeof reportSeverityFilters)[number];

/** The hunter's list sorts by its own moments, state, severity and program (no clock, hunter or owner). */
const hunterSorts = reportSorts.filter((s) => !orgOnlyReportSorts.includes(s));

/** /reports (spec 2 §2): the hunter's list's filters, in the URL; unknown values in a list are dropped. */
const hunterReportFields = {
  severity: listOf(oneOf(reportSeverityFilters)),
  program: listOf(uuid),
  status: listOf(oneOf(reportStatusFilters)),
  s: withDefault(text(200), ""),
  sort: withDefault(oneOf(hunterSorts), "creation"),
  page: withDefault(integer({ min: 1 }), 1),
  perPage: withDefault(integer({ min: 1, max: 200 }), 200),
};
export const HunterReportSearch = searchParams(hunterReportFields);
export type HunterReportSearch = SearchOf<typeof hunterReportFields>;

export const defaultHunterReportSearch: HunterReportSearch = {
  severity: [],
  program: [],
  status: [],
  s: "",
  sort: "creation",
  page: 1,
  perPage: 200,
};

/** /organizations/{id}/reports: the same filters and the submission date range. */
// Issue 30: `overdue` keeps the open reports past their response target.
// Issue 47: `assignee` is me, none (left to the team) or a member's id; `label`, labels a report carries all of.
const orgReportFields = {
  ...hunterReportFields,
  sort: withDefault(oneOf(reportSorts), "creation"),
  after: optional(isoDay),
  before: optional(isoDay),
  overdue: withDefault(flag, false),
  assignee: optional((raw) => oneOf(["me", "none"] as const)(raw) ?? uuid(raw)),
  label: listOf(uuid),
};
export const OrgReportSearch = searchParams(orgReportFields);
export type OrgReportSearch = SearchOf<typeof orgReportFields>;
export const defaultOrgReportSearch: OrgReportSearch = {
  ...defaultHunterReportSearch,
  overdue: false,
  label: [],
};

/** What a list page's filters hold, whichever list it is. */
export type ReportSearch = HunterReportSearch & {
  after?: string;
  before?: string;
  overdue?: boolean;
  assignee?: string;
  label?: string[];
};
