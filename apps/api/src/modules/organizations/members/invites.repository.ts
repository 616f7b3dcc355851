import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { organizationInvites } from "../../../db/schema/index.ts";

export type InviteRow = typeof organizationInvites.$inferSelect;

const inOrg = (organizationId: string, inviteId: string) =>
  and(eq(organizationInvites.organizationId, organizationId), eq(organizationInvites.id, inviteId));

export async function listInvites(
  db: DbOrTx,
  organizationId: string,
  page: { page: number; perPage: number },
): Promise<{ rows: InviteRow[]; total: number }> {
  const rows = await db
    .select()
    .from(organizationInvites)
    .where(eq(organizationInvites.organizationId, organizationId))
    .orderBy(desc(organizationInvites.createdAt), desc(organizationInvites.id))
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows, total: await countInvites(db, organizationId) };
}

export async function countInvites(db: DbOrTx, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationInvites)
    .where(eq(organizationInvites.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function createInvite(
  db: DbOrTx,
  values: { organizationId: string; code: string; createdBy: string },
): Promise<InviteRow> {
  const [row] = await db.insert(organizationInvites).values(values).returning();
  return row!;
}

/** An invite of this organization; another organization's invite id is not found. */
export async function findInvite(
  db: DbOrTx,
  organizationId: string,
  inviteId: string,
): Promise<InviteRow | null> {
  const [row] = await db.select().from(organizationInvites).where(inOrg(organizationId, inviteId));
  return row ?? null;
}

/** False when this organization has no invite with that id. */
export async function deleteInvite(db: DbOrTx, organizationId: string, inviteId: string): Promise<boolean> {
  const rows = await db
    .delete(organizationInvites)
    .where(inOrg(organizationId, inviteId))
    .returning({ id: organizationInvites.id });
  return rows.length === 1;
}
