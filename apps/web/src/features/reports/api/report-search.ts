import { type ReportState, reportSorts, reportStates } from "@bounty/shared";
import { z } from "zod";

/** The status filter's values: the states, with not_reproducible spelled as the spec's filter spells it. */
export const reportStatusFilters = reportStates.map((s) =>
  s === "not_reproducible" ? "not_reproducable" : s,
);
export type ReportStatusFilter = (typeof reportStatusFilters)[number];
export const statusFilterOf = (state: ReportState) =>
  (state === "not_reproducible" ? "not_reproducable" : state) as ReportStatusFilter;

export const reportSeverityFilters = ["critical", "high", "medium", "low"] as const;
export type ReportSeverityFilter = (typeof reportSeverityFilters)[number];

/** A repeated query value read as a list; anything unknown in it is dropped rather than failing the page. */
const listOf = <T extends string>(values: readonly T[]) =>
  z
    .preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.unknown()).transform((l) => l.filter((x): x is T => values.includes(x as T))),
    )
    .catch([])
    .default([]);
const ids = z
  .preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().uuid()))
  .catch([])
  .default([]);
const day = z.iso.date().optional().catch(undefined);

/** /reports (spec 2 §2): the hunter's list's filters, in the URL. */
export const HunterReportSearch = z.object({
  severity: listOf(reportSeverityFilters),
  program: ids,
  status: listOf(reportStatusFilters),
  s: z.string().max(200).catch("").default(""),
  sort: z.enum(reportSorts).catch("creation").default("creation"),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).catch(200).default(200),
});
export type HunterReportSearch = z.infer<typeof HunterReportSearch>;

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
export const OrgReportSearch = HunterReportSearch.extend({ after: day, before: day });
export type OrgReportSearch = z.infer<typeof OrgReportSearch>;
export const defaultOrgReportSearch: OrgReportSearch = { ...defaultHunterReportSearch };

/** What a list page's filters hold, whichever list it is. */
export type ReportSearch = HunterReportSearch & { after?: string; before?: string };
