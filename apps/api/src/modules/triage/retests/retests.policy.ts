import type { RetestStanding } from "./retests.presenter.ts";

/**
 * Paid retests' rules (issue 33), named, with their refusal texts beside them (issue 44): who takes
 * each step, from which status, until when, and what asking for one needs. The services ask these
 * and throw what they answer; nothing here reads the database.
 */
export type RetestStep = "accept" | "decline" | "answer" | "cancel";

/** The side that takes each step: the report's hunter, or the vulnerability's triage. */
export const retestSideOf: Record<RetestStep, RetestStanding> = {
  accept: "hunter",
  decline: "hunter",
  answer: "hunter",
  cancel: "staff",
};

export const retestSideRefusals: Record<RetestStanding, string> = {
  hunter: "Only the report's hunter answers a retest.",
  staff: "Only the vulnerability's triage (its triagers or the organization) cancels a retest.",
};

/** The status each step starts from, whether the retest's deadline still counts, and the refusal. */
const stepRules: Record<RetestStep, { from: string; checksDeadline: boolean; refusal: string }> = {
  accept: {
    from: "requested",
    checksDeadline: true,
    refusal: "Only a retest that is still asked can be accepted.",
  },
  decline: {
    from: "requested",
    checksDeadline: false,
    refusal: "Only a retest that is still asked can be declined.",
  },
  answer: { from: "accepted", checksDeadline: true, refusal: "Accept the retest before answering it." },
  cancel: {
    from: "requested",
    checksDeadline: false,
    refusal: "Only a retest the hunter has not accepted yet can be cancelled.",
  },
};

export const RETEST_EXPIRED = "This retest has expired.";

/** Why `step` may not be taken on this retest now, or null when it may. */
export function refuseRetestStep(
  step: RetestStep,
  retest: { status: string; expiresAt: Date | null },
  now: Date,
): string | null {
  const rule = stepRules[step];
  if (retest.status !== rule.from) return rule.refusal;
  if (rule.checksDeadline && retest.expiresAt !== null && retest.expiresAt <= now) return RETEST_EXPIRED;
  return null;
}

export const RETEST_NOT_REMEDIATED =
  "Ask for a retest once the vulnerability is remediated (its last step is To Fix).";
export const RETEST_ALREADY_OPEN =
  "This report already has an open retest: wait for it to end, or cancel it.";
export const RETEST_NO_HUNTER = "This report has no hunter to retest it (it was imported).";
export const RETEST_FEE_BOUNTY_ONLY =
  "Only bug bounty programs pay a retest fee (from their budget): offer 0.";

/** What asking for a retest needs, in the order a person fixes it; null when it may be asked. */
export function refuseRetestAsk(f: {
  hasHunter: boolean;
  lastAction: string | null;
  openRetest: boolean;
  fee: number;
  bugBounty: boolean;
  programStopped: boolean;
  stoppedText: string;
}): string | null {
  if (!f.hasHunter) return RETEST_NO_HUNTER;
  if (f.lastAction !== "remediate") return RETEST_NOT_REMEDIATED;
  if (f.openRetest) return RETEST_ALREADY_OPEN;
  if (f.fee > 0 && !f.bugBounty) return RETEST_FEE_BOUNTY_ONLY;
  if (f.fee > 0 && f.programStopped) return f.stoppedText;
  return null;
}
