import { z } from "zod";

export const settingsTabs = ["profile", "preferences", "financial", "api-key"] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The root route's `?settings=<tab>`: it opens the settings modal on any page; a bad value is dropped. */
export const SettingsSearch = z.object({
  settings: z.enum(settingsTabs).optional().catch(undefined),
});
export type SettingsSearch = z.infer<typeof SettingsSearch>;
