import { readEventPayload } from "@bounty/shared";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { organizations, programs } from "../db/schema/index.ts";
import type { EventRow } from "../events/event-types.ts";

// What a mail names besides its event's payload, read from the database: programs and their
// organizations, and the overdue digest's lines.

/** Thrown when the mail can no longer be worded (its program is gone): the row is skipped, not retried. */
export class UnwordableMail extends Error {}

export type ProgramWords = { name: string; slug: string; organizationName: string };

/** The programs several lines name, read at once (the inbox's page words fifty lines in one query). */
export async function programsWordsOf(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, ProgramWords>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: programs.id,
      name: programs.name,
      slug: programs.slug,
      organizationName: organizations.name,
    })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(inArray(programs.id, unique));
  return new Map(rows.map(({ id, ...words }) => [id, words]));
}

export async function programOf(db: DbOrTx, id: string | null, known?: Map<string, ProgramWords>) {
  if (!id) return null;
  if (known) return known.get(id) ?? null;
  const [row] = await db
    .select({ name: programs.name, slug: programs.slug, organizationName: organizations.name })
    .from(programs)
    .innerJoin(organizations, eq(organizations.id, programs.organizationId))
    .where(eq(programs.id, id));
  return row ?? null;
}

export /** The digest's lines with their programs' names, and a link to the first organization's overdue list. */
async function digestOf(db: DbOrTx, event: EventRow, base: string) {
  const payload = readEventPayload("user.targets.overdue", event.payload);
  if (!payload) throw new UnwordableMail("the digest does not read");
  const ids = [...new Set(payload.reports.map((r) => r.programId))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: programs.id, name: programs.name })
      .from(programs)
      .where(inArray(programs.id, ids));
    for (const row of rows) names.set(row.id, row.name);
  }
  const lines = payload.reports
    .filter((r) => names.has(r.programId))
    .map((r) => ({
      programName: names.get(r.programId)!,
      number: r.number,
      target: r.target,
      dueAt: r.dueAt,
    }));
  if (lines.length === 0) throw new UnwordableMail("the programs are gone");
  const first = payload.reports[0]!;
  return {
    total: payload.total,
    lines,
    link: `${base}/organizations/${first.organizationId}/reports?overdue=true&sort=target`,
  };
}
