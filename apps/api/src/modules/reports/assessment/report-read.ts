import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import { markChecked, markSeen } from "./report-triage.repository.ts";

/**
 * The first time the program's staff open a report it is seen (spec 2's `seen`); a new one also
 * becomes checked (Unread → Read), with its event. The conditional updates make two readers at once
 * write each once. Answers whether the report changed.
 */
export async function markReadByStaff(
  db: DbOrTx,
  actor: Actor,
  id: string,
  privacy: { programDetailsPrivate: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seen = await markSeen(tx, id);
    const row = await markChecked(tx, id);
    if (!row) return seen;
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
