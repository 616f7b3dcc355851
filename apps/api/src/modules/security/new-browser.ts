import { and, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { recordEvent } from "../../events/events.repository.ts";
import { describeAgent } from "./sessions.service.ts";

/** The earlier sign-ins compared with a new one: enough for anyone's browsers, bounded for a script's. */
const EARLIER = 200;

const UNKNOWN_FAMILY = "?|?";

/** A browser as a person would recognise it again: its name and system, not its version. */
const familyOf = (agent: string | null) => {
  const { browser, system } = describeAgent(agent);
  return `${browser?.replace(/\s+\d+$/, "") ?? "?"}|${system ?? "?"}`;
};

/**
 * Mails the person when a sign-in comes from a browser none of their earlier sign-ins used (in the
 * transaction that makes the session, through the event catalog). An account's first sign-in, or its
 * first since sign-ins recorded their browser, tells nothing: there is nothing to compare it with. The
 * user agent is the client's word: this catches the careless intruder, not the one who copies it.
 */
export async function noticeNewBrowser(
  tx: DbOrTx,
  session: { id: string; userId: string; userAgent: string | null; ip: string | null; method: string | null },
): Promise<boolean> {
  const earlier = await tx
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.id)))
    .orderBy(desc(sessions.createdAt))
    .limit(EARLIER);
  if (earlier.length === 0) return false;
  const family = familyOf(session.userAgent);
  // Sessions from before browsers were recorded tell nothing; a browser that names nothing is
  // always news (an intruder hiding the user agent must not pass for a known one).
  const known = earlier.filter((row) => row.userAgent !== null).map((row) => familyOf(row.userAgent));
  if (family === UNKNOWN_FAMILY ? false : known.length === 0 || known.includes(family)) return false;
  const { browser, system } = describeAgent(session.userAgent);
  await recordEvent(tx, {
    type: "user.signed_in.new_browser",
    organizationId: null,
    actorId: session.userId,
    userId: session.userId,
    payload: { browser, system, ip: session.ip, method: session.method },
  });
  return true;
}
