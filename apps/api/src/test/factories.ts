import { randomBytes } from "node:crypto";
import type { OrgRole } from "@bounty/shared";
import type { DbOrTx } from "../db/client.ts";
import {
  organizationInvites,
  organizationMembers,
  organizations,
  programManagers,
  programs,
  secondFactors,
  users,
} from "../db/schema/index.ts";
import type { AppContext } from "../http/context.ts";
import { randomToken, signAccessToken } from "../http/tokens.ts";
import { createRefreshToken, createSession } from "../modules/auth/auth.repository.ts";
import type { UserRow } from "../modules/users/users.repository.ts";

/** A user row with sensible defaults; pass what the test cares about. */
export async function buildUser(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const suffix = randomBytes(4).toString("hex");
  const [row] = await db
    .insert(users)
    .values({
      displayName: `Hunter ${suffix}`,
      uniqueName: `hunter-${suffix}`,
      email: `hunter-${suffix}@example.test`,
      onboardedAt: new Date(),
      ...overrides,
    })
    .returning();
  // Platform staff must hold a second factor (issue 46): an account made staff by its flag, or one
  // whose address is staff@ (the tests' PLATFORM_STAFF_EMAILS), comes with a passkey.
  if (row!.staffSince || row!.email?.startsWith("staff@")) await addPasskeyFactor(db, row!.id);
  return row!;
}

/** A confirmed passkey row (no usable key: for rules that ask whether the account holds a factor). */
export async function addPasskeyFactor(db: DbOrTx, userId: string, name = "Test key") {
  const [factor] = await db
    .insert(secondFactors)
    .values({
      userId,
      kind: "passkey",
      name,
      credentialId: randomToken(16),
      publicKey: randomToken(32),
      confirmedAt: new Date(),
    })
    .returning();
  return factor!;
}

/** Signs a user in without the mail round trip: a session, its refresh token and an access token. */
export async function signIn(ctx: AppContext, userId: string) {
  // A fresh sign-in: where the account holds a second factor, it was just proven (issue 46).
  const sessionId = await createSession(ctx.database.db, userId, { factorVerifiedAt: new Date() });
  const refreshToken = randomToken(32);
  await createRefreshToken(ctx.database.db, sessionId, refreshToken, new Date(Date.now() + 86_400_000));
  const token = await signAccessToken({ userId, sessionId }, ctx.config.JWT_SECRET, 900);
  return { token, refreshToken, sessionId, headers: { authorization: `Bearer ${token}` } };
}

/** A user and the headers to act as them. */
export async function buildSignedInUser(ctx: AppContext, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(ctx.database.db, overrides);
  const session = await signIn(ctx, user.id);
  return { user, ...session };
}

/** An organization; with `adminId`, that user is its admin. */
export async function buildOrganization(
  db: DbOrTx,
  opts: { adminId?: string } & Partial<typeof organizations.$inferInsert> = {},
) {
  const { adminId, ...overrides } = opts;
  const [organization] = await db
    .insert(organizations)
    .values({ name: `Acme ${randomBytes(3).toString("hex")}`, ...overrides })
    .returning();
  if (adminId) await addMember(db, organization!.id, adminId, "admin");
  return organization!;
}

/** Adds a user to an organization with a role. */
export async function addMember(
  db: DbOrTx,
  organizationId: string,
  userId: string,
  role: OrgRole = "member",
) {
  const [member] = await db.insert(organizationMembers).values({ organizationId, userId, role }).returning();
  return member!;
}

/** An invite link of an organization, with a fresh code. */
export async function buildInvite(db: DbOrTx, organizationId: string, createdBy: string | null = null) {
  const [invite] = await db
    .insert(organizationInvites)
    .values({ organizationId, createdBy, code: randomBytes(32).toString("base64url") })
    .returning();
  return invite!;
}

/**
 * A program of an organization, written straight to the table: tests set `activated`, `status`
 * and `firstActivatedAt` here because activation has no endpoint yet.
 */
export async function buildProgram(
  db: DbOrTx,
  organizationId: string,
  overrides: Partial<typeof programs.$inferInsert> = {},
) {
  const suffix = randomBytes(3).toString("hex");
  const [program] = await db
    .insert(programs)
    .values({
      organizationId,
      name: `Program ${suffix}`,
      slug: `program-${suffix}`,
      type: "vdp",
      visibility: "public",
      ...overrides,
    })
    .returning();
  return program!;
}

/** Puts an organization member on a program's manager list. */
export async function addProgramManager(db: DbOrTx, programId: string, memberId: string) {
  await db.insert(programManagers).values({ programId, memberId });
}
