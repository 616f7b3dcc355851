import { z } from "zod";

export const settingsSections = ["general", "subscription", "hunters"] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** Spec §2: the Hunter List's query tab is pending, approved or status. */
export const hunterListTabs = ["approved", "pending", "status"] as const;
export type HunterListTab = (typeof hunterListTabs)[number];

/**
 * /organizations/{id}/programs/{programId}/settings query params. `tab` alone (the spec's links)
 * opens the Hunter List; bad values fall back to the defaults instead of failing the page.
 */
export const ProgramSettingsSearch = z.object({
  section: z.enum(settingsSections).optional().catch(undefined),
  tab: z.enum(hunterListTabs).optional().catch(undefined),
  search: z.string().max(200).catch("").default(""),
});
export type ProgramSettingsSearch = z.infer<typeof ProgramSettingsSearch>;

export const defaultProgramSettingsSearch = { search: "" };

/** Which top tab shows: the section asked for, else the Hunter List when a hunter tab is named. */
export const sectionOf = (search: ProgramSettingsSearch): SettingsSection =>
  search.section ?? (search.tab ? "hunters" : "general");
