import { z } from "zod";
import { isSingleLine, SINGLE_LINE } from "../text-rules.ts";
import { Id, RowId } from "./common.ts";

// Issue 47: the organization's own labels on its reports ("needs info", "payments team", "regression"):
// its staff's way of sorting work that states and severities do not say. The hunter never sees them.

export const LABEL_NAME_MAX = 40;
/** Labels an organization defines, and labels one report carries, at most. */
export const LABELS_MAX = 100;
export const REPORT_LABELS_MAX = 10;

/**
 * A label's colour is one of the palette's names, never a free value: each reads in both themes at
 * the contrast the pages are held to, and nothing a member types reaches a style.
 */
export const labelColors = [
  "gray",
  "red",
  "pink",
  "grape",
  "violet",
  "indigo",
  "blue",
  "cyan",
  "teal",
  "green",
  "lime",
  "yellow",
  "orange",
] as const;
export const LabelColor = z.enum(labelColors, { error: `Pick one of ${labelColors.join(", ")}.` });
export type LabelColor = z.infer<typeof LabelColor>;

const name = z
  .string()
  .trim()
  .min(1, "Name the label.")
  .max(LABEL_NAME_MAX, `Name the label in at most ${LABEL_NAME_MAX} characters.`)
  .refine(isSingleLine, SINGLE_LINE)
  // A comma would make the CSV export's list of a report's labels ambiguous.
  .refine((s) => !s.includes(","), { error: "Leave commas out of a label's name." });

export const CreateLabel = z.strictObject({ name, color: LabelColor.default("gray") });
export type CreateLabel = z.infer<typeof CreateLabel>;

export const UpdateLabel = z
  .strictObject({ name: name.optional(), color: LabelColor.optional() })
  .refine((b) => b.name !== undefined || b.color !== undefined, { error: "Change the name or the colour." });
export type UpdateLabel = z.infer<typeof UpdateLabel>;

/** A label as a report (and the organization's list of them) shows it. */
export const ReportLabel = z.object({ id: RowId, name: z.string(), color: LabelColor });
export type ReportLabel = z.infer<typeof ReportLabel>;

/** One of the organization's labels, with how many of its reports carry it. */
export const Label = ReportLabel.extend({ reports: z.number().int() });
export type Label = z.infer<typeof Label>;

/** Labels a change puts on or takes off: ids of the report's organization's labels, each named once. */
export const LabelIds = z
  .array(z.uuid({ error: "Not a valid label id." }))
  .max(REPORT_LABELS_MAX, `Name at most ${REPORT_LABELS_MAX} labels.`)
  .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, {
    error: "Name each label once.",
  });

/** The list filter: reports carrying every one of these labels. */
export const LabelFilter = z
  .array(Id)
  .max(REPORT_LABELS_MAX, `Filter by at most ${REPORT_LABELS_MAX} labels.`);
