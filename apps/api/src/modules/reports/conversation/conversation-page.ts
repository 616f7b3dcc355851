import type { DbOrTx } from "../../../db/client.ts";
import { pageWindow } from "../../../http/pagination.ts";
import { type AttachmentRow, listAttachmentsOf } from "./attachments.repository.ts";
import * as repo from "./messages.repository.ts";

export interface ConversationPage {
  rows: repo.MessageListRow[];
  /** Each listed message's files, in one read. */
  files: AttachmentRow[];
  total: number;
  descriptionId: string | null;
}

/**
 * A page of a report's conversation as stored, oldest first, for a reader whose own rule let them in
 * (the triage team, issue 47): the caller has checked the report's standing; internal notes are not here.
 */
export async function readConversationPage(
  db: DbOrTx,
  reportId: string,
  page: number,
  perPage: number,
): Promise<ConversationPage> {
  const report = await repo.findConversationReport(db, reportId);
  const total = report?.messageCount ?? 0;
  const window = pageWindow(total, page, perPage);
  const rows = window ? await repo.listMessages(db, reportId, window) : [];
  const files = await listAttachmentsOf(
    db,
    rows.map((r) => r.message.id),
  );
  return { rows, files, total, descriptionId: report?.descriptionId ?? null };
}
