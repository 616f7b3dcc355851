import { oneOf, optional, type SearchOf, searchParams } from "../../../lib/search-readers.ts";

export const settingsTabs = ["profile", "preferences", "security", "financial", "api-key"] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The root route's `?settings=<tab>`: it opens the settings modal on any page; a bad value is dropped. */
export const SettingsSearch = searchParams({ settings: optional(oneOf(settingsTabs)) });
export type SettingsSearch = SearchOf<typeof SettingsSearch.fields>;
