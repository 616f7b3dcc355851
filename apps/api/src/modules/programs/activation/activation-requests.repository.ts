import type { ActivationRequestStatus } from "@bounty/shared";
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { activationRequests } from "../../../db/schema/index.ts";

export type ActivationRequestRow = typeof activationRequests.$inferSelect;

/** The program's latest request, whatever its status (what the program home shows). */
export async function findLatestRequest(db: DbOrTx, programId: string): Promise<ActivationRequestRow | null> {
  const [row] = await db
    .select()
    .from(activationRequests)
    .where(eq(activationRequests.programId, programId))
    .orderBy(desc(activationRequests.createdAt), desc(activationRequests.id))
    .limit(1);
  return row ?? null;
}

/** The program's pending request (at most one: a unique partial index), locked for the caller's transaction. */
export async function findPendingRequest(
  tx: DbOrTx,
  programId: string,
): Promise<ActivationRequestRow | null> {
  const [row] = await tx
    .select()
    .from(activationRequests)
    .where(and(eq(activationRequests.programId, programId), eq(activationRequests.status, "pending")))
    .for("update");
  return row ?? null;
}

/** One request by id, locked (staff deciding it). */
export async function findRequestForUpdate(tx: DbOrTx, id: string): Promise<ActivationRequestRow | null> {
  const [row] = await tx.select().from(activationRequests).where(eq(activationRequests.id, id)).for("update");
  return row ?? null;
}

export async function createRequest(
  tx: DbOrTx,
  programId: string,
  requestedBy: string,
): Promise<ActivationRequestRow> {
  const [row] = await tx.insert(activationRequests).values({ programId, requestedBy }).returning();
  return row!;
}

/** Closes a pending request: cancelled by the organization, approved or rejected by staff. */
export async function closeRequest(
  tx: DbOrTx,
  id: string,
  values: { status: Exclude<ActivationRequestStatus, "pending">; decidedBy: string; reason?: string },
): Promise<ActivationRequestRow> {
  const [row] = await tx
    .update(activationRequests)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(activationRequests.id, id))
    .returning();
  return row!;
}
