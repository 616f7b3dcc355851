import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { billings, privateInfos } from "../../db/schema/index.ts";

export type PrivateInfoRow = typeof privateInfos.$inferSelect;
export type BillingRow = typeof billings.$inferSelect;

export async function findPrivateInfo(db: DbOrTx, userId: string): Promise<PrivateInfoRow | null> {
  const [row] = await db.select().from(privateInfos).where(eq(privateInfos.userId, userId));
  return row ?? null;
}

export async function upsertPrivateInfo(
  db: DbOrTx,
  userId: string,
  values: Pick<PrivateInfoRow, "name" | "address1" | "address2" | "postCode" | "city" | "country">,
): Promise<PrivateInfoRow> {
  const [row] = await db
    .insert(privateInfos)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: privateInfos.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function findBilling(db: DbOrTx, userId: string): Promise<BillingRow | null> {
  const [row] = await db.select().from(billings).where(eq(billings.userId, userId));
  return row ?? null;
}

export async function upsertBilling(
  db: DbOrTx,
  userId: string,
  values: Pick<BillingRow, "type" | "identifier" | "iban" | "other">,
): Promise<BillingRow> {
  const [row] = await db
    .insert(billings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billings.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
