import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import { markChecked } from "./report-triage.repository.ts";

/**
 * The first time the program's staff open a new report it becomes checked (Unread → Read), with its
 * event; the conditional update makes two readers at once write it once.
 */
export async function markReadByStaff(
  db: DbOrTx,
  actor: Actor,
  id: string,
  privacy: { programDetailsPrivate: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await markChecked(tx, id);
    if (!row) return false;
    await recordEvent(tx, {
      type: "report.state.changed",
      organizationId: row.organizationId,
      actorId: actor.userId,
      userId: row.senderId,
      programId: row.programId,
      reportId: row.id,
      payload: { number: row.number, from: "new", to: "checked", automatic: true, ...privacy },
    });
    return true;
  });
}
