import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
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
  return base.length >= 2 ? base : `hunter${base}`;
}

/** Creates a user with a free uniqueName derived from `nameSource`. */
export async function createUser(
  db: DbOrTx,
  values: { displayName: string; email: string | null; nameSource: string; language?: "en" | "ja" | "fr" },
): Promise<UserRow> {
  const base = uniqueNameBase(values.nameSource);
  for (let attempt = 0; attempt < 20; attempt++) {
    const uniqueName = attempt === 0 ? base : `${base}-${randomInt(1000, 99999)}`;
    const [row] = await db
      .insert(users)
      .values({
        displayName: values.displayName.slice(0, 64) || uniqueName,
        email: values.email,
        uniqueName,
        ...(values.language ? { settings: { language: values.language, theme: "light" } } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error("Could not find a free unique name");
}
