import { z } from "zod";
import { reportSorts, reportStates } from "../constants.ts";
import { SEVERITY_LEVELS } from "../severity/severity.ts";
import { CalendarDay, Id, RowId, Timestamp } from "./common.ts";
import { AssigneeFilter } from "./report.ts";
import { LabelFilter } from "./report-label.ts";

// Issue 31: saved views of the organization's report list, the person's own or shared with the
// organization, listed in its navigation.

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_MAX = 50;

const day = CalendarDay;

/** The report list's filters as the organization's list page holds them in its URL (page aside). */
export const SavedViewFilters = z.strictObject({
  severity: z.array(z.enum(SEVERITY_LEVELS)).max(10).default([]),
  program: z.array(Id).max(50).default([]),
  // As the list page's URL spells them (not_reproducable too), kept as sent: no transform, so the
  // answer serializes them as they came.
  status: z
    .array(
      z.enum([...reportStates, "not_reproducable"], { error: `Pick one of ${reportStates.join(", ")}.` }),
    )
    .max(20)
    .default([]),
  s: z.string().trim().max(200, "Search with at most 200 characters.").default(""),
  sort: z.enum(reportSorts).default("creation"),
  after: day.optional(),
  before: day.optional(),
  overdue: z.boolean().default(false),
  /** Issue 47: `me` follows whoever opens the view. */
  assignee: AssigneeFilter.optional(),
  /** Issue 47: reports carrying every one of these labels; a deleted label no longer matches anything. */
  label: LabelFilter.default([]),
});
export type SavedViewFilters = z.infer<typeof SavedViewFilters>;

const name = z
  .string()
  .trim()
  .min(1, "Name the view.")
  .max(SAVED_VIEW_NAME_MAX, `Name the view in at most ${SAVED_VIEW_NAME_MAX} characters.`);

export const CreateSavedView = z.strictObject({
  name,
  filters: SavedViewFilters,
  /** Shown to every member of the organization, not only its author. */
  shared: z.boolean().default(false),
});
export type CreateSavedView = z.infer<typeof CreateSavedView>;

export const UpdateSavedView = z
  .strictObject({
    name: name.optional(),
    shared: z.boolean().optional(),
    filters: SavedViewFilters.optional(),
  })
  .refine((b) => b.name !== undefined || b.shared !== undefined || b.filters !== undefined, {
    error: "Change the name, the sharing or the filters.",
  });
export type UpdateSavedView = z.infer<typeof UpdateSavedView>;

export const SavedView = z.object({
  id: RowId,
  name: z.string(),
  filters: SavedViewFilters,
  shared: z.boolean(),
  owner: z.object({ id: RowId, displayName: z.string() }).nullable(),
  /** The caller may rename, share or delete it: its author, or an admin for a shared view. */
  editable: z.boolean(),
  createdAt: Timestamp,
});
export type SavedView = z.infer<typeof SavedView>;
