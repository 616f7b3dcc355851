import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { factorChallenges, recoveryCodes, secondFactors } from "../../db/schema/index.ts";

export type FactorRow = typeof secondFactors.$inferSelect;

/** The account's factors that count: passkeys, and authenticator apps whose first code was confirmed. */
export async function listFactors(db: DbOrTx, userId: string): Promise<FactorRow[]> {
  return db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .orderBy(secondFactors.createdAt);
}

export async function hasFactor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)))
    .limit(1);
  return !!row;
}

export async function findFactor(db: DbOrTx, userId: string, id: string): Promise<FactorRow | null> {
  const [row] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.id, id), eq(secondFactors.userId, userId)));
  return row ?? null;
}

export async function findPasskey(db: DbOrTx, credentialId: string): Promise<FactorRow | null> {
  const [row] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.credentialId, credentialId), eq(secondFactors.kind, "passkey")));
  return row ?? null;
}

export async function insertFactor(
  db: DbOrTx,
  values: typeof secondFactors.$inferInsert,
): Promise<FactorRow> {
  const [row] = await db.insert(secondFactors).values(values).returning();
  return row!;
}

/** Drops the account's authenticator apps still waiting for their first code (a set-up begun again). */
export async function dropUnconfirmedTotp(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(secondFactors)
    .where(
      and(
        eq(secondFactors.userId, userId),
        eq(secondFactors.kind, "totp"),
        isNull(secondFactors.confirmedAt),
      ),
    );
}

export async function updateFactor(
  db: DbOrTx,
  id: string,
  values: Partial<typeof secondFactors.$inferInsert>,
) {
  const [row] = await db.update(secondFactors).set(values).where(eq(secondFactors.id, id)).returning();
  return row ?? null;
}

/**
 * Takes a TOTP step for the factor: false when that step (or a later one) was already used, so a
 * code seen over a shoulder or replayed from a log is refused. One statement, so two instances
 * given the same code at once accept it once.
 */
export async function takeTotpStep(db: DbOrTx, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ totpLastStep: step, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(secondFactors.id, id),
        or(isNull(secondFactors.totpLastStep), lt(secondFactors.totpLastStep, step)),
      ),
    )
    .returning({ id: secondFactors.id });
  return rows.length === 1;
}

/** Confirms a factor once: null when it already was (a concurrent confirmation got there first). */
export async function confirmFactor(db: DbOrTx, id: string): Promise<FactorRow | null> {
  const [row] = await db
    .update(secondFactors)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(secondFactors.id, id), isNull(secondFactors.confirmedAt)))
    .returning();
  return row ?? null;
}

export async function deleteFactor(db: DbOrTx, userId: string, id: string): Promise<FactorRow | null> {
  const [row] = await db
    .delete(secondFactors)
    .where(and(eq(secondFactors.id, id), eq(secondFactors.userId, userId)))
    .returning();
  return row ?? null;
}

export async function countRecoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** A new set of recovery codes replaces the old one whole. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0)
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one recovery code: true once, then false for ever (a concurrent second use waits and finds it used). */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function createChallenge(
  db: DbOrTx,
  values: { userId: string; purpose: "register" | "verify"; challenge: string; expiresAt: Date },
): Promise<void> {
  // One live challenge per person and purpose: asking again replaces it.
  await db
    .delete(factorChallenges)
    .where(and(eq(factorChallenges.userId, values.userId), eq(factorChallenges.purpose, values.purpose)));
  await db.insert(factorChallenges).values(values);
}

/** Takes the person's live challenge of this purpose: it answers once. */
export async function takeChallenge(
  db: DbOrTx,
  userId: string,
  purpose: "register" | "verify",
): Promise<string | null> {
  const [row] = await db
    .delete(factorChallenges)
    .where(
      and(
        eq(factorChallenges.userId, userId),
        eq(factorChallenges.purpose, purpose),
        gt(factorChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: factorChallenges.challenge });
  return row?.challenge ?? null;
}
