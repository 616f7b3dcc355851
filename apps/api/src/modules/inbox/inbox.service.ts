import type { InboxItem, InboxList, InboxQuery, MarkInboxRead } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { programsWordsOf } from "../../notifications/mail-facts.ts";
import { renderInboxLine } from "../../notifications/render.ts";
import { reportViewerOf } from "../standing/index.ts";
import * as repo from "./inbox.repository.ts";

/** GET users/authenticated/inbox: the person's notifications, newest first, in their language. */
export async function listInbox(ctx: AppContext, actor: Actor, q: InboxQuery): Promise<InboxList> {
  const db = ctx.database.db;
  const viewer = await reportViewerOf(db, actor);
  const [me] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, actor.userId));
  const language = me?.settings.language ?? "en";
  const { rows, total, unread } = await repo.listInbox(db, actor.userId, viewer, q);
  const known = await programsWordsOf(
    db,
    rows.flatMap((r) => (r.event.programId ? [r.event.programId] : [])),
  );
  const data: InboxItem[] = [];
  for (const row of rows) {
    const line = await renderInboxLine(db, row.event, language, known);
    // A line that can no longer be worded (its program is gone) is left out, as its mail would be.
    if (!line) continue;
    data.push({
      id: row.event.id,
      type: row.event.type,
      text: line.text,
      path: line.path,
      createdAt: row.event.createdAt.toISOString(),
      read: row.readAt !== null,
      reportId: row.event.reportId,
    });
  }
  return { data, meta: { total, page: q.page, perPage: q.perPage, unread } };
}

/** POST users/authenticated/inbox/read: the lines named become read; answers what is left unread. */
export async function markInboxRead(
  ctx: AppContext,
  actor: Actor,
  which: MarkInboxRead,
): Promise<{ marked: number; unread: number }> {
  const db = ctx.database.db;
  const marked = await repo.markRead(db, actor.userId, which);
  return { marked, unread: await repo.countUnread(db, actor.userId, await reportViewerOf(db, actor)) };
}

/** GET users/authenticated/inbox/unread: the bell's number (at most 100: it shows "99+"). */
export async function unreadCount(ctx: AppContext, actor: Actor): Promise<number> {
  const db = ctx.database.db;
  return repo.countUnread(db, actor.userId, await reportViewerOf(db, actor));
}
