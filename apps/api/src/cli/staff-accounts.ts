import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { recordEvent } from "../events/events.repository.ts";

export type StaffCommandResult = { ok: true; message: string } | { ok: false; message: string };

const byAddress = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/**
 * The one account an address names: the account that verified it, or else the only account that
 * holds it. Several unverified holders are ambiguous (a provider asserted the address to each).
 */
async function accountOf(db: DbOrTx, email: string) {
  const holders = await db.select().from(users).where(byAddress(email)).orderBy(asc(users.createdAt));
  const verified = holders.find((u) => u.emailVerifiedAt !== null);
  if (verified) return { user: verified };
  if (holders.length === 1) return { user: holders[0]! };
  if (holders.length === 0) {
    return { error: `No account uses ${email}. Sign in with that address once, then run this again.` };
  }
  return {
    error:
      `${holders.length} accounts use ${email} and none verified it (${holders.map((u) => `@${u.uniqueName}`).join(", ")}). ` +
      "Sign in with that address's e-mail link first, then run this again.",
  };
}

/** `add`: the account becomes platform staff, recorded in the event log. */
export async function grantStaff(db: DbOrTx, email: string): Promise<StaffCommandResult> {
  return db.transaction(async (tx) => {
    const found = await accountOf(tx, email);
    if (!found.user) return { ok: false, message: found.error };
    const { user } = found;
    if (user.staffSince)
      return { ok: true, message: `@${user.uniqueName} (${user.email}) is already platform staff.` };
    await tx.update(users).set({ staffSince: new Date() }).where(eq(users.id, user.id));
    await recordEvent(tx, {
      type: "platform.staff.granted",
      organizationId: null,
      actorId: null,
      userId: user.id,
      payload: { email: user.email, by: "command" },
    });
    return { ok: true, message: `@${user.uniqueName} (${user.email}) is now platform staff.` };
  });
}

/** `remove`: the staff flag goes; an address on PLATFORM_STAFF_EMAILS still counts while listed. */
export async function revokeStaff(
  db: DbOrTx,
  email: string,
  listed: readonly string[],
): Promise<StaffCommandResult> {
  return db.transaction(async (tx) => {
    const found = await accountOf(tx, email);
    if (!found.user) return { ok: false, message: found.error };
    const { user } = found;
    const stillListed = listed.includes(email.trim().toLowerCase())
      ? " Its address is still on PLATFORM_STAFF_EMAILS: take it off there too."
      : "";
    if (!user.staffSince)
      return { ok: true, message: `@${user.uniqueName} was not staff by command.${stillListed}` };
    await tx.update(users).set({ staffSince: null }).where(eq(users.id, user.id));
    await recordEvent(tx, {
      type: "platform.staff.revoked",
      organizationId: null,
      actorId: null,
      userId: user.id,
      payload: { email: user.email, by: "command" },
    });
    return {
      ok: true,
      message: `@${user.uniqueName} (${user.email}) is no longer platform staff by command.${stillListed}`,
    };
  });
}

/** `list`: who is staff by command, and which listed addresses an account has verified. */
export async function listStaff(db: DbOrTx, listed: readonly string[]): Promise<string[]> {
  const flagged = await db
    .select()
    .from(users)
    .where(isNotNull(users.staffSince))
    .orderBy(asc(users.staffSince));
  const lines = flagged.map(
    (u) =>
      `@${u.uniqueName} ${u.email ?? "(no e-mail)"}: staff by command since ${u.staffSince!.toISOString()}`,
  );
  for (const email of listed) {
    const [holder] = await db
      .select()
      .from(users)
      .where(and(byAddress(email), isNotNull(users.emailVerifiedAt)));
    lines.push(
      holder
        ? `@${holder.uniqueName} ${email}: staff by PLATFORM_STAFF_EMAILS (address verified)`
        : `${email}: on PLATFORM_STAFF_EMAILS, not staff until someone signs in with its e-mail link`,
    );
  }
  return lines.length > 0 ? lines : ["Nobody is platform staff."];
}
