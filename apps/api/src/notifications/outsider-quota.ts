import { and, count, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { outsiderMails, programs } from "../db/schema/index.ts";

/** From one organization to one person outside it, per hour. */
export const OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR = 5;
/** From an organization with no started program, to everyone outside it together, per day. */
export const OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY = 20;

const HOUR = 60 * 60 * 1000;

export interface OutsiderMail {
  organizationId: string;
  recipientId: string;
  /** What the mail tells: its event type. */
  kind: string;
}

/**
 * Counts one mail against the limits and says whether it may go. An organization's mails are
 * counted one at a time (an advisory lock on its id), so a burst cannot slip past a limit.
 */
export async function takeOutsiderMailQuota(
  db: DbOrTx,
  m: OutsiderMail,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outsider-mail:${m.organizationId}`}))`);
    const [toRecipient] = await tx
      .select({ n: count() })
      .from(outsiderMails)
      .where(
        and(
          eq(outsiderMails.organizationId, m.organizationId),
          eq(outsiderMails.recipientId, m.recipientId),
          gt(outsiderMails.createdAt, new Date(now.getTime() - HOUR)),
        ),
      );
    if ((toRecipient?.n ?? 0) >= OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR) {
      return { ok: false as const, reason: `${OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR} an hour to one person` };
    }
    const [started] = await tx
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.organizationId, m.organizationId), eq(programs.activated, true)))
      .limit(1);
    if (!started) {
      const [fromOrganization] = await tx
        .select({ n: count() })
        .from(outsiderMails)
        .where(
          and(
            eq(outsiderMails.organizationId, m.organizationId),
            gt(outsiderMails.createdAt, new Date(now.getTime() - 24 * HOUR)),
          ),
        );
      if ((fromOrganization?.n ?? 0) >= OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY) {
        return {
          ok: false as const,
          reason: `${OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY} a day from an organization with no started program`,
        };
      }
    }
    await tx.insert(outsiderMails).values({ ...m, createdAt: now });
    return { ok: true as const };
  });
}

/** A name as it goes into a subject line: one line, at most `max` characters. */
export const subjectName = (name: string, max = 40): string => {
  const line = name.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
};
