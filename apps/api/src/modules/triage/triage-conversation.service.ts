import type { ListTriageConversationQuery, TriageConversationMessage } from "@bounty/shared";
import type { DbOrTx } from "../../db/client.ts";
import type { Actor } from "../../http/auth.ts";
import { notFound } from "../../http/errors.ts";
import { readConversationPage } from "../reports/index.ts";
import { toConversationMessage } from "./triage.presenter.ts";
import { findTriagedProgramOf, sidesOn } from "./triage-standing.repository.ts";

/**
 * GET triage/{id}/conversation (issue 47): the hunter's conversation with the organization, to whoever
 * takes part in the vulnerability's triage (its one rule, `triageSidesOf`), so a triager reads what the
 * hunter was asked and answered beside the triage thread. The organization's internal notes stay its own.
 */
export async function listTriageConversation(
  db: DbOrTx,
  actor: Actor,
  reportId: string,
  query: ListTriageConversationQuery,
): Promise<{ data: TriageConversationMessage[]; total: number }> {
  // The standing first: a caller outside the triage costs the server no read of the conversation.
  const programId = await findTriagedProgramOf(db, reportId);
  const sides = programId ? await sidesOn(db, actor.userId, programId) : [];
  if (sides.length === 0) throw notFound("Vulnerability");
  const page = await readConversationPage(db, reportId, query.page, query.perPage);
  return {
    data: page.rows.map((row) =>
      toConversationMessage(
        row,
        row.message.id === page.descriptionId,
        page.files.filter((f) => f.messageId === row.message.id),
      ),
    ),
    total: page.total,
  };
}
