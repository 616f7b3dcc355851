import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  organizationMembers,
  organizations,
  programManagers,
  programs,
  reports,
  users,
} from "../../db/schema/index.ts";
import { recordEvent } from "../../events/events.repository.ts";
import { membershipInForce } from "./factor-hold.ts";

// Issue 47: a report is owned by one member of its program's staff (its organization's admins and the
// program's managers, the staff part of the report rule). Whoever stops being that staff — removed,
// left, made a plain member, dropped from the program's managers — stops owning its reports in the
// same transaction, and each report goes back to the team with an event on its timeline. A member
// their organization's factor rule holds back keeps their reports (but is given none): the hold ends
// when they add a factor, and meanwhile they read nothing of them.

/**
 * `user` (an SQL value) is on the staff of `program` in `organization`. `inForce`: a member the
 * factor rule holds back is not (who may be given a report); without it they are (whose reports stay
 * theirs).
 */
const staffOf = (organization: unknown, program: unknown, user: unknown, inForce: boolean) => sql`exists (
  select 1 from ${organizationMembers}
  where ${organizationMembers.organizationId} = ${organization} and ${organizationMembers.userId} = ${user}
    ${inForce ? sql`and ${membershipInForce()}` : sql``}
    and (${organizationMembers.role} = 'admin' or exists (
      select 1 from ${programManagers}
      where ${programManagers.memberId} = ${organizationMembers.id} and ${programManagers.programId} = ${program})))`;

/**
 * The member `userId` when they are on the program's staff (a report may be assigned to them), with
 * their membership (and manager) rows locked for share until the transaction ends: a removal, a role
 * change or a new manager list waits for the assignment, then gives the report back. Called before
 * the report's own lock, in the order those changes take theirs (membership, then reports).
 */
export async function lockProgramStaffMember(
  tx: DbOrTx,
  organizationId: string,
  programId: string,
  userId: string,
): Promise<{ id: string; displayName: string } | null> {
  // The organization's key first, as a member change locks the organization before its members:
  // the event this change writes needs that key too, and taken later it would deadlock with one.
  await tx.execute(
    sql`select 1 from ${organizations} where ${organizations.id} = ${organizationId} for key share`,
  );
  const member = await tx.execute<{ id: string; role: string; user_id: string; display_name: string }>(sql`
    select ${organizationMembers.id} as id, ${organizationMembers.role} as role, ${users.id} as user_id,
      ${users.displayName} as display_name
    from ${organizationMembers} join ${users} on ${users.id} = ${organizationMembers.userId}
    where ${organizationMembers.organizationId} = ${organizationId} and ${organizationMembers.userId} = ${userId}
      and ${membershipInForce()}
    for share of ${organizationMembers}`);
  const row = member.rows[0];
  if (!row) return null;
  if (row.role !== "admin") {
    const managed = await tx.execute(sql`
      select 1 from ${programManagers}
      where ${programManagers.memberId} = ${row.id} and ${programManagers.programId} = ${programId}
      for share`);
    if (managed.rows.length === 0) return null;
  }
  return { id: row.user_id, displayName: row.display_name };
}

/**
 * Gives back to the team every report of the organization whose owner is no longer its program's
 * staff, with a `report.assignee.changed` event each (`released`). Called in the transaction of the
 * change that took the access away; answers how many reports it gave back.
 */
export async function releaseAssignments(
  tx: DbOrTx,
  organizationId: string,
  actorId: string | null,
): Promise<number> {
  const result = await tx.execute<{
    id: string;
    number: number;
    program_id: string;
    sender_id: string | null;
    former: string;
    former_name: string | null;
    details_private: boolean;
  }>(sql`
    with gone as (
      select ${reports.id} as id, ${reports.assigneeId} as former from ${reports}
      where ${reports.organizationId} = ${organizationId} and ${reports.assigneeId} is not null
        and not ${staffOf(reports.organizationId, reports.programId, reports.assigneeId, false)}
      for update
    )
    update ${reports} set assignee_id = null from gone where ${reports.id} = gone.id
    returning ${reports.id} as id, ${reports.number} as number, ${reports.programId} as program_id,
      ${reports.senderId} as sender_id, gone.former as former,
      (select ${users.displayName} from ${users} where ${users.id} = gone.former) as former_name,
      -- payloadOf's programDetailsPrivate (programs/core/program-rules.ts), per report's program
      (select not (${programs.visibility} = 'public' and ${programs.activated} and ${programs.status} <> 'stopped')
         from ${programs} where ${programs.id} = ${reports.programId}) as details_private`);
  for (const row of result.rows) {
    await recordEvent(tx, {
      type: "report.assignee.changed",
      organizationId,
      actorId,
      userId: row.sender_id,
      programId: row.program_id,
      reportId: row.id,
      payload: {
        number: row.number,
        from: row.former_name,
        to: null,
        assigneeId: null,
        released: true,
        programDetailsPrivate: row.details_private !== false,
      },
    });
  }
  return result.rows.length;
}
