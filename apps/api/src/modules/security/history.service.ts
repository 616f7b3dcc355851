import { SECURITY_HISTORY_LENGTH, SECURITY_HISTORY_TYPES, type SecurityHistoryEntry } from "@bounty/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import { events } from "../../db/schema/index.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { getAuthorizedUser } from "../users/index.ts";

/** Plain facts only: a payload value that is not a string or a number is left out. */
const detailsOf = (payload: Record<string, unknown>): SecurityHistoryEntry["details"] =>
  Object.fromEntries(
    Object.entries(payload).filter(
      (entry): entry is [string, string | number | null] =>
        entry[1] === null || typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );

/** The last changes to how the account is guarded, newest first, from the one event log. */
export async function securityHistory(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<SecurityHistoryEntry[]> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "manageSecurity");
  const rows = await ctx.database.db
    .select({ id: events.id, type: events.type, at: events.createdAt, payload: events.payload })
    .from(events)
    .where(and(eq(events.userId, user.id), inArray(events.type, [...SECURITY_HISTORY_TYPES])))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(SECURITY_HISTORY_LENGTH);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as SecurityHistoryEntry["type"],
    at: row.at.toISOString(),
    details: detailsOf(row.payload),
  }));
}
