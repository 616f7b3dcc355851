import type { TriageSide } from "@bounty/shared";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { heldOf } from "../../db/membership-hold.ts";
import { programs, reports } from "../../db/schema/index.ts";

export interface TriageStandingRow {
  programId: string;
  side: TriageSide;
}

/**
 * The SQL form of `triageSidesOf` for one person over every triaged program (or one): triage-role
 * members and assigned triagers are triagers; the admin and the program's managers are the organization.
 * A member their organization's second-factor rule holds back is neither (db/membership-hold.ts).
 */
export async function findTriageSides(
  db: DbOrTx,
  userId: string,
  programId?: string,
): Promise<TriageStandingRow[]> {
  const only = programId ? sql`and p.id = ${programId}` : sql``;
  const result = await db.execute<{ program_id: string; side: TriageSide }>(sql`
    select distinct p.id as program_id, s.side from programs p
    cross join lateral (
      select 'triager' as side where exists (
        select 1 from organization_members m
        where m.organization_id = p.organization_id and m.user_id = ${userId} and m.role = 'triage'
          and not ${heldOf(sql`m.organization_id`, sql`m.user_id`)})
        or exists (select 1 from program_triagers t where t.program_id = p.id and t.user_id = ${userId})
      union all
      select 'organization' where exists (
        select 1 from organization_members m
        where m.organization_id = p.organization_id and m.user_id = ${userId} and not ${heldOf(sql`m.organization_id`, sql`m.user_id`)} and (m.role = 'admin'
          or exists (select 1 from program_managers pm where pm.member_id = m.id and pm.program_id = p.id)))
    ) s
    where p.triage_enabled_at is not null ${only}
      and (p.id in (select program_id from program_triagers where user_id = ${userId})
        or p.organization_id in (select organization_id from organization_members where user_id = ${userId}))`);
  return result.rows.map((r) => ({ programId: r.program_id, side: r.side }));
}

/** The sides of one person on one program. */
export async function sidesOn(db: DbOrTx, userId: string, programId: string): Promise<TriageSide[]> {
  const rows = await findTriageSides(db, userId, programId);
  return (["triager", "organization"] as const).filter((side) => rows.some((r) => r.side === side));
}

/** The triaged program of a report (null when the report does not exist or its program is not triaged). */
export async function findTriagedProgramOf(db: DbOrTx, reportId: string): Promise<string | null> {
  const [row] = await db
    .select({ programId: reports.programId })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(and(eq(reports.id, reportId), isNotNull(programs.triageEnabledAt)));
  return row?.programId ?? null;
}
