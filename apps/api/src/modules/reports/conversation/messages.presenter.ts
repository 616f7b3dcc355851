import { isProgramStopped, type ReportMessage } from "@bounty/shared";
import type { AppContext } from "../../../http/context.ts";
import { toAttachment, toReportPerson } from "../core/reports.presenter.ts";
import { listAttachmentsOf } from "./attachments.repository.ts";
import {
  type ConversationCaller,
  canAttachToMessage,
  canDeleteAttachment,
  canDeleteMessage,
  canEditMessage,
  type MessageFacts,
} from "./messages.policy.ts";
import type * as repo from "./messages.repository.ts";

// A message as its reader sees it: words unless deleted, its files, and what the reader may do.

export const factsOf = (m: repo.MessageRow, report: repo.ConversationReport): MessageFacts => ({
  senderId: m.senderId,
  affiliation: m.affiliation,
  deleted: m.deletedAt !== null,
  description: m.id === report.descriptionId,
});

function toMessage(
  row: repo.MessageListRow,
  report: repo.ConversationReport,
  caller: ConversationCaller,
  attachments: ReportMessage["attachments"],
): ReportMessage {
  const m = row.message;
  const facts = factsOf(m, report);
  return {
    id: m.id,
    content: facts.deleted ? null : m.content,
    sentAt: m.createdAt.toISOString(),
    sender: toReportPerson(row.sender),
    affiliation: m.affiliation,
    description: facts.description,
    editedAt: m.editedAt?.toISOString() ?? null,
    revisions: row.revisions,
    deleted: facts.deleted,
    deletedBy: toReportPerson(row.deletedBy),
    deletedAt: m.deletedAt?.toISOString() ?? null,
    attachments: facts.deleted ? [] : attachments,
    can: {
      edit: canEditMessage(caller, facts),
      delete: canDeleteMessage(caller, facts),
      attach: canAttachToMessage(caller, facts) && !isProgramStopped(report.program),
      deleteAttachments: canDeleteAttachment(caller, facts),
    },
  };
}

/** Renders messages as the caller sees them, with their attachments read in one query. */
export async function present(
  ctx: AppContext,
  rows: repo.MessageListRow[],
  report: repo.ConversationReport,
  caller: ConversationCaller,
): Promise<ReportMessage[]> {
  const files = await listAttachmentsOf(
    ctx.database.db,
    rows.map((r) => r.message.id),
  );
  return rows.map((row) =>
    toMessage(row, report, caller, files.filter((f) => f.messageId === row.message.id).map(toAttachment)),
  );
}
