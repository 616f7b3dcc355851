import {
  oneOf,
  optional,
  type SearchOf,
  searchParams,
  text,
  withDefault,
} from "../../../lib/search-readers.ts";

export const settingsSections = ["general", "subscription", "hunters"] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** Spec §2: the Hunter List's query tab is pending, approved or status. */
export const hunterListTabs = ["approved", "pending", "status"] as const;
export type HunterListTab = (typeof hunterListTabs)[number];

/**
 * /organizations/{id}/programs/{programId}/settings query params. `tab` alone (the spec's links)
 * opens the Hunter List; bad values fall back to the defaults instead of failing the page.
 */
export const ProgramSettingsSearch = searchParams({
  section: optional(oneOf(settingsSections)),
  tab: optional(oneOf(hunterListTabs)),
  search: withDefault(text(200), ""),
});
export type ProgramSettingsSearch = SearchOf<typeof ProgramSettingsSearch.fields>;

export const defaultProgramSettingsSearch = { search: "" };

/** Which top tab shows: the section asked for, else the Hunter List when a hunter tab is named. */
export const sectionOf = (search: ProgramSettingsSearch): SettingsSection =>
  search.section ?? (search.tab ? "hunters" : "general");
