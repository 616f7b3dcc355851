import { TARGET_DIGEST_LINES } from "@bounty/shared";
import type { Db } from "../../../db/client.ts";
import { dailyRuns } from "../../../db/schema/index.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import { listOverdueForStaff, type OverdueRow } from "./response-health.repository.ts";

const JOB = "target-digest";

/**
 * The daily digest of missed response targets (issue 30), run by the worker every hour: the first run
 * of each UTC day claims the day and writes one `user.targets.overdue` event to each staff member
 * with overdue reports, in one transaction; its mail goes through the outbox with the preference
 * `responseTargets`. Later runs that day, and other workers, find the day taken.
 */
export async function runTargetDigest(db: Db, now: Date): Promise<{ sent: number } | null> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(dailyRuns).values({ job: JOB, day }).onConflictDoNothing().returning();
    if (claimed.length === 0) return null;
    const byUser = new Map<string, OverdueRow[]>();
    for (const row of await listOverdueForStaff(tx, now)) {
      const rows = byUser.get(row.userId) ?? [];
      rows.push(row);
      byUser.set(row.userId, rows);
    }
    for (const [userId, rows] of byUser) {
      await recordEvent(tx, {
        type: "user.targets.overdue",
        organizationId: null,
        actorId: null,
        userId,
        programId: null,
        reportId: null,
        payload: {
          day,
          total: rows.length,
          reports: rows.slice(0, TARGET_DIGEST_LINES).map(({ userId: _, ...line }) => line),
        },
      });
    }
    return { sent: byUser.size };
  });
}
