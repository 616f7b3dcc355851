import { z } from "zod";
import { SEVERITY_LEVELS } from "../severity/severity.ts";
import { VrtId } from "../severity/taxonomy/vrt-id-schema.ts";
import { RowId } from "./common.ts";

/** Spec §9: scope categories. */
export const scopeCategories = ["domain", "ios", "android", "spa", "api", "executable", "other"] as const;
export const ScopeCategory = z.enum(scopeCategories, {
  error: "Pick domain, ios, android, spa, api, executable or other.",
});
export type ScopeCategory = z.infer<typeof ScopeCategory>;

/** Spec §3: the labels the product shows for the categories (i18n keys). */
export const SCOPE_CATEGORY_LABELS: Record<ScopeCategory, string> = {
  domain: "Web Service",
  ios: "iOS",
  android: "Android",
  spa: "Single Page Application",
  api: "REST Api",
  executable: "Executable",
  other: "Other",
};

/** One vulnerability type in scope; a group with none takes any type. */
export const ScopeVulnerability = z.object({
  id: RowId,
  vrtId: z.string(),
  criticality: z.enum(SEVERITY_LEVELS).nullable(),
});
export type ScopeVulnerability = z.infer<typeof ScopeVulnerability>;

export const ScopeGroup = z.object({
  id: RowId,
  /** Categories; empty for vdp groups, at least one for the others. */
  type: z.array(ScopeCategory),
  /** Vdp: the asset's identifier; others: the target URL or location. */
  identifier: z.string(),
  description: z.string(),
  scopes: z.array(ScopeVulnerability),
});
export type ScopeGroup = z.infer<typeof ScopeGroup>;

/**
 * POST programs/{id}/scopes_groups and PUT …/{groupId}. Rules depending on the program type
 * (categories required and scopes allowed only for non-vdp, vdp identifiers unique) are the API's.
 */
export const SaveScopeGroup = z.strictObject({
  type: z
    .array(ScopeCategory)
    .max(scopeCategories.length)
    .refine((l) => new Set(l).size === l.length, "Pick each category once.")
    .default([]),
  identifier: z
    .string()
    .trim()
    .min(1, "Enter the target URL or location.")
    .max(500, "Use at most 500 characters."),
  description: z.string().trim().max(5_000, "Use at most 5000 characters.").default(""),
  /** Vulnerability type Specific: taxonomy ids; empty means Any. */
  scopes: z
    .array(z.strictObject({ vrtId: VrtId }))
    .max(200, "Pick at most 200 vulnerability types.")
    .refine((l) => new Set(l.map((s) => s.vrtId)).size === l.length, "Pick each vulnerability type once.")
    .default([]),
});
export type SaveScopeGroup = z.infer<typeof SaveScopeGroup>;

/** Spec §5: a vdp identifier is unique among the program's groups. */
export const SCOPE_IDENTIFIER_TAKEN = "This identifier is taken. Please choose another one";
