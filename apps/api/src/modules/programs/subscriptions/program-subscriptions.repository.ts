import type { SubscriptionCurrency, SubscriptionStatus } from "@bounty/shared";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { programSubscriptions } from "../../../db/schema/index.ts";

export type SubscriptionRow = typeof programSubscriptions.$inferSelect;

/** The program's latest subscription, whatever its status (what the settings tab shows). */
export async function findLatestSubscription(db: DbOrTx, programId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(programSubscriptions)
    .where(eq(programSubscriptions.programId, programId))
    .orderBy(desc(programSubscriptions.createdAt), desc(programSubscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The program's pending or active subscription (at most one: a partial unique index), locked. */
export async function findLiveSubscription(tx: DbOrTx, programId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(programSubscriptions)
    .where(and(eq(programSubscriptions.programId, programId), ne(programSubscriptions.status, "cancelled")))
    .for("update");
  return row ?? null;
}

export async function findSubscription(db: DbOrTx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(programSubscriptions).where(eq(programSubscriptions.id, id));
  return row ?? null;
}

/** One subscription by id, locked (a payment notice). */
export async function findSubscriptionForUpdate(tx: DbOrTx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(programSubscriptions)
    .where(eq(programSubscriptions.id, id))
    .for("update");
  return row ?? null;
}

/** Whether the program's subscription is paid up at `at` (spec §9: it lifts the free plan's limit). */
export async function hasPaidSubscription(db: DbOrTx, programId: string, at = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: programSubscriptions.id })
    .from(programSubscriptions)
    .where(
      and(
        eq(programSubscriptions.programId, programId),
        eq(programSubscriptions.status, "active"),
        gt(programSubscriptions.currentPeriodEnd, at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function createSubscription(
  tx: DbOrTx,
  values: { programId: string; currency: SubscriptionCurrency; createdBy: string },
): Promise<SubscriptionRow> {
  const [row] = await tx.insert(programSubscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  tx: DbOrTx,
  id: string,
  values: { status: SubscriptionStatus; currentPeriodEnd?: Date | null },
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(programSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programSubscriptions.id, id))
    .returning();
  return row!;
}
