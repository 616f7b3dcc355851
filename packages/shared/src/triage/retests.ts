import { z } from "zod";
import { RowId, Timestamp } from "../schemas/common.ts";
import { ReportPerson } from "../schemas/report.ts";
import { REWARD_AMOUNT_MAX } from "../schemas/report-reward.ts";

// Paid retests (issue 33, beyond the spec; docs/decisions.md "Paid retests"): once a vulnerability is
// remediated, its triage asks the hunter to check the fix, for an optional fee held from the budget.

/** A retest not accepted within this many days expires; once accepted, the hunter has as long again to answer. */
export const RETEST_DAYS = 7;
export const RETEST_MESSAGE_MAX = 5000;
export const RETEST_EVIDENCE_MAX = 10_000;
export const RETEST_FEE_INVALID = "Enter a fee of 0 or more yen, in whole yen.";

/**
 * requested → accepted → fixed | not_fixed; requested → declined | cancelled; requested or accepted →
 * expired. The first two are open: a report has at most one open retest.
 */
export const retestStatuses = [
  "requested",
  "accepted",
  "declined",
  "cancelled",
  "expired",
  "fixed",
  "not_fixed",
] as const;
export const RetestStatus = z.enum(retestStatuses);
export type RetestStatus = z.infer<typeof RetestStatus>;
export const OPEN_RETEST_STATUSES: readonly RetestStatus[] = ["requested", "accepted"];
export const isOpenRetest = (status: RetestStatus) => OPEN_RETEST_STATUSES.includes(status);

export const retestOutcomes = ["fixed", "not_fixed"] as const;
export type RetestOutcome = (typeof retestOutcomes)[number];

/** POST reports/{id}/retests: what the hunter is asked to check, and the fee (yen; 0 for none). */
export const RequestRetest = z.strictObject({
  fee: z
    .number({ error: RETEST_FEE_INVALID })
    .int(RETEST_FEE_INVALID)
    .min(0, RETEST_FEE_INVALID)
    .max(REWARD_AMOUNT_MAX, RETEST_FEE_INVALID)
    .default(0),
  message: z
    .string()
    .trim()
    .min(1, "Say what the hunter should check.")
    .max(RETEST_MESSAGE_MAX, `Use at most ${RETEST_MESSAGE_MAX} characters.`),
});
export type RequestRetest = z.input<typeof RequestRetest>;

/** POST retests/{id}/answer: the hunter's result, with what they did and saw (Markdown). */
export const AnswerRetest = z.strictObject({
  outcome: z.enum(retestOutcomes, { error: "Say whether the fix holds: fixed or not_fixed." }),
  evidence: z
    .string()
    .trim()
    .min(1, "Describe how you tested the fix and what you saw.")
    .max(RETEST_EVIDENCE_MAX, `Use at most ${RETEST_EVIDENCE_MAX} characters.`),
});
export type AnswerRetest = z.input<typeof AnswerRetest>;

export const Retest = z.object({
  id: RowId,
  reportId: RowId,
  status: RetestStatus,
  /** Yen paid to the hunter when they answer (held from the program's budget until then); 0: unpaid. */
  fee: z.number().int(),
  message: z.string(),
  evidence: z.string().nullable(),
  requestedBy: ReportPerson.nullable(),
  hunter: ReportPerson.nullable(),
  createdAt: Timestamp,
  acceptedAt: Timestamp.nullable(),
  /** When it ended: answered, declined, cancelled or expired. */
  closedAt: Timestamp.nullable(),
  /** When an open retest expires (null once it ended). */
  expiresAt: Timestamp.nullable(),
  /** What the caller may do now. */
  can: z.object({ accept: z.boolean(), decline: z.boolean(), answer: z.boolean(), cancel: z.boolean() }),
});
export type Retest = z.infer<typeof Retest>;

/** GET reports/{id}/retests: newest first, and whether the caller may ask for one now. */
export const RetestList = z.object({
  data: z.array(Retest),
  /** Whether the caller may ask for a retest now (the vulnerability is remediated, none is open). */
  canRequest: z.boolean(),
  /** Whether a fee may be offered: a bug bounty program pays it from its budget. */
  feeAllowed: z.boolean(),
});
export type RetestList = z.infer<typeof RetestList>;
