import { z } from "zod";
import { pagination, RowId, Timestamp } from "./common.ts";
import { CreditSystem } from "./program.ts";

/** Spec 1 §5 and §9: a withdrawal is a whole number of yen, at least this much. */
export const MIN_WITHDRAWAL_YEN = 10_000;
/** One withdrawal's ceiling: far above any balance, and safe as a JavaScript number. */
export const MAX_WITHDRAWAL_YEN = 1_000_000_000;
export const WITHDRAWAL_AMOUNT_INVALID = `Withdraw a whole number of yen, at least ¥${MIN_WITHDRAWAL_YEN.toLocaleString("en-US")}.`;

/** POST programs/{id}/credits/{userId}/withdrawal. */
export const CreateWithdrawal = z.strictObject({
  amount: z
    .number({ error: WITHDRAWAL_AMOUNT_INVALID })
    .int(WITHDRAWAL_AMOUNT_INVALID)
    .min(MIN_WITHDRAWAL_YEN, WITHDRAWAL_AMOUNT_INVALID)
    .max(MAX_WITHDRAWAL_YEN, WITHDRAWAL_AMOUNT_INVALID),
});
export type CreateWithdrawal = z.infer<typeof CreateWithdrawal>;

export const payoutStatuses = ["pending", "paid", "failed"] as const;
export const PayoutStatus = z.enum(payoutStatuses, { error: "Pick pending, paid or failed." });
export type PayoutStatus = z.infer<typeof PayoutStatus>;

/** A payout as its hunter sees it. `failureReason` is staff's word to the hunter when it failed. */
export const Payout = z.object({
  id: RowId,
  amount: z.number().int(),
  status: PayoutStatus,
  failureReason: z.string(),
  createdAt: Timestamp,
  decidedAt: Timestamp.nullable(),
});
export type Payout = z.infer<typeof Payout>;

/** Where the money goes, as the hunter gave it when they withdrew (a snapshot, for the transfer). */
export const PayoutRecipient = z.object({
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  postCode: z.string(),
  city: z.string(),
  country: z.string(),
  method: z.enum(["paypal", "bank"]),
  paypal: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type PayoutRecipient = z.infer<typeof PayoutRecipient>;

/** A payout as platform staff see it: with the hunter and where to send the money. */
export const StaffPayout = Payout.extend({
  user: z.object({ id: RowId, username: z.string(), email: z.string().nullable() }).nullable(),
  recipient: PayoutRecipient,
});
export type StaffPayout = z.infer<typeof StaffPayout>;

export const ListStaffPayoutsQuery = pagination(100, 50).extend({
  status: PayoutStatus.default("pending"),
});
export type ListStaffPayoutsQuery = z.infer<typeof ListStaffPayoutsQuery>;

/** PUT staff/payouts/{id}: a pending payout was transferred, or could not be (its money returns). */
export const DecidePayout = z.discriminatedUnion("status", [
  z.strictObject({ status: z.literal("paid") }),
  z.strictObject({
    status: z.literal("failed"),
    reason: z
      .string()
      .trim()
      .min(1, "Tell the hunter why the transfer failed.")
      .max(500, "Use at most 500 characters."),
  }),
]);
export type DecidePayout = z.infer<typeof DecidePayout>;

export const movementKinds = ["reward", "correction", "withdrawal", "payout_returned"] as const;
export const MovementKind = z.enum(movementKinds);
export type MovementKind = z.infer<typeof MovementKind>;

/**
 * One line of a hunter's history: what a ledger transaction did to their credits (a reward, a
 * correction, a withdrawal, a failed payout's money coming back), newest first.
 */
export const Movement = z.object({
  /** The ledger transaction's id and the credit system it moved (`<uuid>:money`): not a bare UUID. */
  id: z.string(),
  kind: MovementKind,
  amount: z.number().int(),
  system: CreditSystem,
  program: z.object({ slug: z.string(), name: z.string(), organizationName: z.string() }).nullable(),
  payout: Payout.nullable(),
  createdAt: Timestamp,
});
export type Movement = z.infer<typeof Movement>;

export const ListMovementsQuery = pagination(100, 20);
export type ListMovementsQuery = z.infer<typeof ListMovementsQuery>;
