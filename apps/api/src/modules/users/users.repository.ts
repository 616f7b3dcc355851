import { randomInt } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { prepared } from "../../db/prepared.ts";
import { users } from "../../db/schema/index.ts";
import { AppError } from "../../http/errors.ts";

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<Omit<typeof users.$inferInsert, "id" | "createdAt">>;

/** Names that would shadow a fixed path under /api/users (e.g. GET /api/users/authenticated). */
export const reservedUniqueNames: ReadonlySet<string> = new Set(["authenticated", "login"]);

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidShape.test(value);

const userById = prepared("user_by_id", (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id"))),
);

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await userById(db).execute({ id });
  return row ?? null;
}

/** Locks the row for the rest of the transaction, so concurrent changes to one account queue up. */
export async function findUserForUpdate(tx: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  return row ?? null;
}

export async function findUserByUniqueName(db: DbOrTx, uniqueName: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.uniqueName}) = ${uniqueName.toLowerCase()}`);
  return row ?? null;
}

/** Turns a name or e-mail into something that passes the uniqueName rule. */
export function uniqueNameBase(source: string): string {
  const base = source
    .normalize("NFKD")
    .toLowerCase()
    .replace(/@.*$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 24);
  if (reservedUniqueNames.has(base)) return `${base}-hunter`;
  return base.length >= 2 ? base : `hunter${base}`;
}

/** Creates a user with a free uniqueName derived from `nameSource`. */
export async function createUser(
  db: DbOrTx,
  values: {
    displayName: string;
    email: string | null;
    /** The address was verified by the product (its sign-in link was opened). */
    emailVerified?: boolean;
    nameSource: string;
    language?: "en" | "ja" | "fr";
  },
): Promise<UserRow> {
  const base = uniqueNameBase(values.nameSource);
  for (let attempt = 0; attempt < 20; attempt++) {
    const uniqueName = attempt === 0 ? base : `${base}-${randomInt(1000, 99999)}`;
    const [row] = await db
      .insert(users)
      .values({
        displayName: values.displayName.slice(0, 64) || uniqueName,
        email: values.email,
        emailVerifiedAt: values.emailVerified && values.email ? new Date() : null,
        uniqueName,
        ...(values.language ? { settings: { language: values.language, theme: "light" } } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // The other unique index: one verified address belongs to one account.
    if (values.emailVerified && values.email && (await findUserByVerifiedEmail(db, values.email))) {
      throw new AppError("conflict", "Another account already uses this e-mail address.");
    }
  }
  throw new Error("Could not find a free unique name");
}

/** The account whose verified address this is (one at most: a unique index holds it so). */
export async function findUserByVerifiedEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNotNull(users.emailVerifiedAt)));
  return row ?? null;
}

/**
 * Marks the account's own address verified after its e-mail link was opened, unless another account
 * already holds it verified (accounts from before addresses were verified may share one).
 */
export async function markEmailVerified(db: DbOrTx, userId: string, email: string): Promise<void> {
  const holder = await findUserByVerifiedEmail(db, email);
  if (holder) return;
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        isNull(users.emailVerifiedAt),
      ),
    );
}

export async function updateUser(db: DbOrTx, id: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row!;
}

/** Deletes the row; identities, sessions, API keys, private info and billing go with it (cascade). */
export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Sets lastLoginAt to now unless it is already within the last 24 hours; returns the stored value. */
export async function recordDailyLogin(db: DbOrTx, id: string): Promise<Date | null> {
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(
      and(
        eq(users.id, id),
        or(isNull(users.lastLoginAt), lt(users.lastLoginAt, sql`now() - interval '24 hours'`)),
      ),
    )
    .returning({ lastLoginAt: users.lastLoginAt });
  if (updated) return updated.lastLoginAt;
  const [row] = await db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, id));
  return row?.lastLoginAt ?? null;
}
