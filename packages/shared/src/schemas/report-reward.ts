import { z } from "zod";
import { RowId, Timestamp } from "./common.ts";
import { CreditSystem } from "./program.ts";
import { ReportPerson } from "./report.ts";

/** Spec 2 §5 and §8: a reward is a non-zero whole number, else this text. */
export const REWARD_AMOUNT_INVALID = "Please select a correct amount";
/** One reward's ceiling, in yen or points: far above any bounty, and safe as a JavaScript number. */
export const REWARD_AMOUNT_MAX = 100_000_000;
export const REWARD_DESCRIPTION_MAX = 2000;

/**
 * POST reports/{id}/rewards. A negative amount takes back part of what this report was given (a
 * correction), never more than it was given nor more than the hunter still holds from the program.
 */
export const CreateReward = z.strictObject({
  amount: z
    .number({ error: REWARD_AMOUNT_INVALID })
    .int(REWARD_AMOUNT_INVALID)
    .refine((n) => n !== 0 && Math.abs(n) <= REWARD_AMOUNT_MAX, REWARD_AMOUNT_INVALID),
  description: z
    .string()
    .trim()
    .max(REWARD_DESCRIPTION_MAX, `Use at most ${REWARD_DESCRIPTION_MAX} characters.`)
    .default(""),
});
export type CreateReward = z.input<typeof CreateReward>;

export const ReportReward = z.object({
  id: RowId,
  amount: z.number().int(),
  system: CreditSystem,
  description: z.string(),
  awardedBy: ReportPerson.nullable(),
  createdAt: Timestamp,
});
export type ReportReward = z.infer<typeof ReportReward>;

/** An amount as the API's texts write it (spec 2 §9): yen with thousands separators, or points with P. */
export const formatCreditAmount = (amount: number, system: CreditSystem): string => {
  const digits = Math.abs(amount).toLocaleString("en-US");
  const sign = amount < 0 ? "-" : "";
  return system === "money" ? `${sign}¥${digits}` : `${sign}${digits} P`;
};
