import { fillCannedAnswer, isProgramStopped, PROGRAM_STOPPED_TEXT } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import type { NewEvent } from "../../../events/events.repository.ts";
import { AppError } from "../../../http/errors.ts";
import { payloadOf } from "../../programs/index.ts";
import * as repo from "./messages.repository.ts";

interface MovedReport {
  id: string;
  organizationId: string;
  programId: string;
  senderId: string | null;
  number: number;
}

type ItsProgram = { name: string } & Parameters<typeof payloadOf>[0];

/**
 * Issue 47: the words a state change sends the hunter (its rejection reason, or its message), with
 * `{{hunter}}`, `{{report}}` and `{{program}}` filled for this report, so one bulk change speaks to
 * each hunter by name.
 */
export function wordsFor(
  text: string,
  report: MovedReport,
  program: ItsProgram,
  hunter: string | null,
): string {
  return fillCannedAnswer(text, { hunter: hunter ?? "", report: `#${report.number}`, program: program.name });
}

/**
 * Posts the organization's message that goes with a state change, in the change's transaction: the
 * hunter reads it in the conversation and is mailed as for any message. A stopped program takes none.
 */
export async function postStateMessage(
  tx: DbOrTx,
  report: MovedReport,
  program: ItsProgram,
  actorId: string,
  content: string,
): Promise<NewEvent> {
  if (isProgramStopped(program)) throw new AppError("conflict", PROGRAM_STOPPED_TEXT);
  const row = await repo.insertMessage(tx, {
    reportId: report.id,
    senderId: actorId,
    affiliation: "member",
    content,
  });
  return {
    type: "report.message.submitted",
    organizationId: report.organizationId,
    actorId,
    userId: report.senderId,
    programId: report.programId,
    reportId: report.id,
    payload: { number: report.number, messageId: row.id, affiliation: "member", ...payloadOf(program) },
  };
}
