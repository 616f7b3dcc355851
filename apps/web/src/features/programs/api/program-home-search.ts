import { z } from "zod";

export const programHomeTabs = [
  "basic",
  "guideline",
  "severity",
  "scope",
  "reportTemplate",
  "budget",
] as const;
export type ProgramHomeTab = (typeof programHomeTabs)[number];

/** /organizations/{id}/programs/{programId}?tab=…; an unknown tab falls back to Basic. */
export const ProgramHomeSearch = z.object({
  tab: z.enum(programHomeTabs).catch("basic").default("basic"),
});
export type ProgramHomeSearch = z.infer<typeof ProgramHomeSearch>;
export const defaultProgramHomeSearch: ProgramHomeSearch = { tab: "basic" };
