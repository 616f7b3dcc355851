import type { InboxItem, InboxList, InboxQuery, MarkInboxRead } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
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
  const data: InboxItem[] = [];
  for (const row of rows) {
    const line = await renderInboxLine(db, row.event, language);
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
  const viewer = await reportViewerOf(db, actor);
  const { unread } = await repo.listInbox(db, actor.userId, viewer, { page: 1, perPage: 1, unread: true });
  return { marked, unread };
}
