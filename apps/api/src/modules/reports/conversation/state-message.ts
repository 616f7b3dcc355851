import {
  fillCannedAnswer,
  isProgramStopped,
  PROGRAM_STOPPED_TEXT,
  REJECTION_REASON_MAX,
  REPORT_CONTENT_MAX,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import type { NewEvent } from "../../../events/events.repository.ts";
import { AppError, invalid } from "../../../http/errors.ts";
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
  field: "reason" | "message",
  text: string,
  report: MovedReport,
  program: ItsProgram,
  hunter: string | null,
): string {
  const words = fillCannedAnswer(text, {
    hunter: hunter ?? "",
    report: `#${report.number}`,
    program: program.name,
  });
  // The limit holds for what the hunter reads: a name filled in many times may not carry it past.
  const max = field === "reason" ? REJECTION_REASON_MAX : REPORT_CONTENT_MAX;
  if (words.length > max)
    throw invalid(
      field,
      `Use at most ${max} characters once {{hunter}} and the others are filled in (report #${report.number}).`,
    );
  return words;
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
