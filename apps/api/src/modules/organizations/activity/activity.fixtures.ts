import type { DbOrTx } from "../../../db/client.ts";
import { events } from "../../../db/schema/index.ts";

/** An events row as the services write it, at a chosen time (the feed's range and order depend on it). */
export async function insertEvent(
  db: DbOrTx,
  values: {
    organizationId: string;
    type: string;
    createdAt: Date;
    actorId?: string | null;
    userId?: string | null;
    programId?: string | null;
    payload?: Record<string, unknown>;
  },
) {
  const [row] = await db
    .insert(events)
    .values({ actorId: null, payload: {}, ...values })
    .returning();
  return row!;
}

export const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * 86_400_000);
