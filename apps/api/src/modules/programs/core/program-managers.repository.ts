import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { organizationMembers, programManagers, users } from "../../../db/schema/index.ts";
import type { Membership } from "../../organizations/index.ts";
import { membershipHeld, membershipInForce } from "../../standing/index.ts";
import type { UserRow } from "../../users/index.ts";
import type { ProgramRow } from "./programs.repository.ts";

// A program's managers: who they are, who manages what, and the caller's own standing in it.

export interface ManagerWithUser {
  memberId: string;
  user: UserRow;
}

/**
 * One user's membership of the program's organization and whether they manage the program, in one
 * round trip; never cached, so a removed member or manager loses access at once.
 */
export async function findProgramMembership(
  db: DbOrTx,
  program: Pick<ProgramRow, "id" | "organizationId">,
  userId: string,
): Promise<{ membership: Membership | null; isManager: boolean }> {
  const [row] = await db
    .select({
      id: organizationMembers.id,
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      held: sql<boolean>`${membershipHeld()}`,
      managerId: programManagers.id,
    })
    .from(organizationMembers)
    .leftJoin(
      programManagers,
      and(eq(programManagers.memberId, organizationMembers.id), eq(programManagers.programId, program.id)),
    )
    .where(
      and(
        eq(organizationMembers.organizationId, program.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    );
  if (!row) return { membership: null, isManager: false };
  const { managerId, ...membership } = row;
  return { membership, isManager: managerId !== null };
}

/** The program's managers with their users, in the order they were added. */
export async function listManagers(db: DbOrTx, programId: string): Promise<ManagerWithUser[]> {
  return db
    .select({ memberId: programManagers.memberId, user: users })
    .from(programManagers)
    .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(programManagers.programId, programId))
    .orderBy(asc(programManagers.createdAt), asc(programManagers.id));
}

/** Replaces the manager list; the caller checked every id is a member of the program's organization. */
export async function replaceManagers(
  tx: DbOrTx,
  programId: string,
  memberIds: readonly string[],
): Promise<void> {
  await tx.delete(programManagers).where(eq(programManagers.programId, programId));
  if (memberIds.length > 0) {
    await tx.insert(programManagers).values(memberIds.map((memberId) => ({ programId, memberId })));
  }
}

/** The users managing a program (the live stream's program staff besides the admin). */
export async function listManagerUserIds(db: DbOrTx, programId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(programManagers)
    .innerJoin(organizationMembers, eq(organizationMembers.id, programManagers.memberId))
    .where(and(eq(programManagers.programId, programId), membershipInForce()));
  return rows.map((r) => r.userId);
}
