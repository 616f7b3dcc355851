import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { payloadOf } from "../modules/programs/core/program-rules.ts";
import type { DbOrTx } from "./client.ts";
import { inboxItems, programs, reports, users } from "./schema/index.ts";

/**
 * Issue 47's demo: Aiko, the bug bounty's manager, has taken its oldest open reports, so her
 * dashboard's "Waiting on me" and the table's "Assigned to me" have something to show.
 */
export async function seedDemoAssignments(tx: DbOrTx, aikoId: string): Promise<void> {
  const [aiko] = await tx.select({ name: users.displayName }).from(users).where(eq(users.id, aikoId));
  const open = await tx
    .select({ report: reports, program: programs })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(
      and(eq(programs.slug, "acme-bug-bounty"), inArray(reports.state, ["new", "checked", "unresolved"])),
    )
    .orderBy(asc(reports.number))
    .limit(3);
  for (const { report, program } of open) {
    await tx.update(reports).set({ assigneeId: aikoId }).where(eq(reports.id, report.id));
    await recordEvent(tx, {
      type: "report.assignee.changed",
      organizationId: report.organizationId,
      actorId: aikoId,
      userId: report.senderId,
      programId: report.programId,
      reportId: report.id,
      payload: {
        number: report.number,
        from: null,
        to: aiko?.name ?? null,
        assigneeId: aikoId,
        ...payloadOf(program),
      },
    });
  }
}

/**
 * The demo dates its events in the past; each inbox line takes its event's moment, so the inbox,
 * newest first, reads in the order things happened (issue 47).
 */
export async function dateInboxLines(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`update ${inboxItems} set created_at = e.created_at from events e
    where e.id = ${inboxItems.eventId} and ${inboxItems.createdAt} <> e.created_at`);
}
