import type { ReportState } from "../schemas/report.ts";

// Spec 2 §4, the triage action flow: eleven actions, who takes each, and what may follow which.

export const triageActionTypes = [
  "triage",
  "certify",
  "suspend",
  "invalidate",
  "appraise",
  "reevaluate",
  "remediate",
  "review.informative",
  "review.resolved",
  "closed.informative",
  "closed.resolved",
] as const;
type TriageActionType = (typeof triageActionTypes)[number];

/** Who takes an action: the program's triagers, or the organization (its admin and the program's managers). */
export type TriageSide = "triager" | "organization";

/**
 * Spec 2 §4 names the triage role's five actions and the organization's three; the terminal steps
 * (invalidate, both closings) follow a triager's step (triage, re-evaluate, review), so the triagers
 * take them too (docs/decisions.md "Triage").
 */
export const triageSideOf: Record<TriageActionType, TriageSide> = {
  triage: "triager",
  "review.informative": "triager",
  "review.resolved": "triager",
  suspend: "triager",
  reevaluate: "triager",
  invalidate: "triager",
  "closed.informative": "triager",
  "closed.resolved": "triager",
  certify: "organization",
  appraise: "organization",
  remediate: "organization",
};

/** The spec's table: the steps allowed after each action, the first being the primary button. */
export const triageFlow: Record<TriageActionType, readonly TriageActionType[]> = {
  triage: ["certify", "suspend", "invalidate"],
  certify: ["appraise", "reevaluate"],
  appraise: ["remediate", "review.informative"],
  remediate: ["review.resolved"],
  "review.informative": ["closed.informative", "triage"],
  "review.resolved": ["closed.resolved", "triage"],
  suspend: ["certify", "reevaluate"],
  reevaluate: ["certify", "invalidate"],
  invalidate: [],
  "closed.informative": [],
  "closed.resolved": [],
};

/** A vulnerability without actions stands at the initial triage step: triaging it is the one way on. */
export const INITIAL_TRIAGE_STEPS: readonly TriageActionType[] = ["triage"];

/** The steps allowed after the last action (null: none taken yet). */
export const nextTriageActions = (last: TriageActionType | null): readonly TriageActionType[] =>
  last === null ? INITIAL_TRIAGE_STEPS : triageFlow[last];

export const isTerminalTriageAction = (type: TriageActionType): boolean => triageFlow[type].length === 0;

/**
 * The report's own state after an action, so the hunter follows the report: triaged reports are
 * read, certified ones valid and to fix, closed ones resolved or informational, invalid ones not
 * applicable. Null: the action leaves the state as it is.
 */
export const reportStateAfterTriage: Record<TriageActionType, ReportState | null> = {
  triage: "checked",
  certify: "unresolved",
  suspend: null,
  invalidate: "not_applicable",
  appraise: null,
  reevaluate: null,
  remediate: null,
  "review.informative": null,
  "review.resolved": null,
  "closed.informative": "informational",
  "closed.resolved": "resolved",
};

/** Spec 2 §9: summaries longer than this are shown cut, with See More. */
export const TRIAGE_SUMMARY_PREVIEW = 150;
export const TRIAGE_SUMMARY_MAX = 10_000;
/** Spec 2 §9: the triage table's page. */
export const TRIAGE_REPORTS_PER_PAGE = 100;
