import type { SavedViewFilters } from "@bounty/shared";
import { and, asc, count, eq, or } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { savedViews, users } from "../../../db/schema/index.ts";

export type SavedViewRow = typeof savedViews.$inferSelect & { ownerName: string | null };

const columns = {
  id: savedViews.id,
  organizationId: savedViews.organizationId,
  ownerId: savedViews.ownerId,
  name: savedViews.name,
  filters: savedViews.filters,
  shared: savedViews.shared,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
  ownerName: users.displayName,
};

/** The views one member sees in an organization: their own and the shared ones, oldest first. */
export async function listSavedViews(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<SavedViewRow[]> {
  return db
    .select(columns)
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.ownerId))
    .where(
      and(
        eq(savedViews.organizationId, organizationId),
        or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true)),
      ),
    )
    .orderBy(asc(savedViews.createdAt), asc(savedViews.id));
}

export async function countOwnSavedViews(
  db: DbOrTx,
  organizationId: string,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedViews)
    .where(and(eq(savedViews.organizationId, organizationId), eq(savedViews.ownerId, userId)));
  return row?.n ?? 0;
}

export async function findSavedView(db: DbOrTx, id: string): Promise<SavedViewRow | null> {
  const [row] = await db
    .select(columns)
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.ownerId))
    .where(eq(savedViews.id, id));
  return row ?? null;
}

export async function insertSavedView(
  db: DbOrTx,
  values: {
    organizationId: string;
    ownerId: string;
    name: string;
    filters: SavedViewFilters;
    shared: boolean;
  },
): Promise<string> {
  const [row] = await db.insert(savedViews).values(values).returning({ id: savedViews.id });
  return row!.id;
}

export async function updateSavedView(
  db: DbOrTx,
  id: string,
  changes: { name?: string; shared?: boolean; filters?: SavedViewFilters },
): Promise<void> {
  await db
    .update(savedViews)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(savedViews.id, id));
}

export async function deleteSavedView(db: DbOrTx, id: string): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
