import { z } from "zod";

/** GET programs/{id}/balance: what the organization put in and what rewards took out. */
export const ProgramBalance = z.object({ budget: z.number().int(), budgetSpent: z.number().int() });
export type ProgramBalance = z.infer<typeof ProgramBalance>;

/** PUT programs/{id}/balance. Spec §5: an integer; negatives become 0. */
export const UpdateProgramBalance = z.strictObject({
  budget: z
    .number({ error: "Enter a whole amount." })
    .int("Enter a whole amount.")
    .max(1_000_000_000_000, "That amount is too large.")
    .transform((n) => Math.max(0, n)),
});
export type UpdateProgramBalance = z.infer<typeof UpdateProgramBalance>;

/** Spec §8: the budget is low once more than 80% of it is spent. */
export const BUDGET_WARNING_RATIO = 0.8;
export const isBudgetLow = (b: ProgramBalance): boolean =>
  b.budget > 0 && b.budgetSpent > b.budget * BUDGET_WARNING_RATIO;
