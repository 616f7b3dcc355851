import { z } from "zod";
import { isSingleLine, SINGLE_LINE } from "../text-rules.ts";
import { RowId } from "./common.ts";
import { ReportState } from "./report.ts";

// Issue 47: the organization's canned answers, message templates its staff pick in the composer and
// in every state-change dialog. A few variables name the report's hunter, number and program.

export const CANNED_ANSWER_TITLE_MAX = 80;
export const CANNED_ANSWER_BODY_MAX = 5_000;
export const CANNED_ANSWERS_MAX = 100;

/** The variables a canned answer may hold, as `{{hunter}}`, `{{report}}` and `{{program}}`. */
export const cannedAnswerVariables = ["hunter", "report", "program"] as const;
export type CannedAnswerValues = Record<(typeof cannedAnswerVariables)[number], string>;

/**
 * A canned answer's text for one report: each known variable replaced (spaces inside the braces
 * allowed), anything else left as written. The composer fills it in the browser, where the writer
 * reads it before sending; a bulk state change fills it on the server, once per report.
 */
export function fillCannedAnswer(text: string, values: CannedAnswerValues): string {
  return text.replace(
    /\{\{\s*(hunter|report|program)\s*\}\}/g,
    // The number stays as written: `#12` links the report. Names are people's and programs' words.
    (_, name: keyof CannedAnswerValues) => (name === "report" ? values.report : escapeMarkdown(values[name])),
  );
}

/**
 * A name as plain text in Markdown: a hunter chooses their display name, and it must not become a
 * link or an image in a message the organization sends (nor end the surrounding emphasis).
 */
export const escapeMarkdown = (text: string): string => text.replace(/[\\`*_[\]()!<>#|~{}]/g, "\\$&");

/** The values for a report: the hunter's display name (empty for an imported report), its number, its program. */
export const cannedAnswerValuesOf = (report: {
  number: number;
  sender: { displayName: string } | null;
  program: { name: string };
}): CannedAnswerValues => ({
  hunter: report.sender?.displayName ?? "",
  report: `#${report.number}`,
  program: report.program.name,
});

const title = z
  .string()
  .trim()
  .min(1, "Name the answer.")
  .max(CANNED_ANSWER_TITLE_MAX, `Name the answer in at most ${CANNED_ANSWER_TITLE_MAX} characters.`)
  .refine(isSingleLine, SINGLE_LINE);
const body = z
  .string()
  .trim()
  .min(1, "Write the answer.")
  .max(CANNED_ANSWER_BODY_MAX, `Write the answer in at most ${CANNED_ANSWER_BODY_MAX} characters.`);
/** The state whose dialog offers this answer first (one answer per state); null: none. */
const state = ReportState.exclude(["new"], { error: "Pick a state a report can be moved to." }).nullable();

export const CreateCannedAnswer = z.strictObject({ title, body, state: state.default(null) });
export type CreateCannedAnswer = z.infer<typeof CreateCannedAnswer>;

export const UpdateCannedAnswer = z
  .strictObject({ title: title.optional(), body: body.optional(), state: state.optional() })
  .refine((b) => b.title !== undefined || b.body !== undefined || b.state !== undefined, {
    error: "Change the title, the text or the state.",
  });
export type UpdateCannedAnswer = z.infer<typeof UpdateCannedAnswer>;

export const CannedAnswer = z.object({
  id: RowId,
  title: z.string(),
  body: z.string(),
  state: ReportState.nullable(),
});
export type CannedAnswer = z.infer<typeof CannedAnswer>;
