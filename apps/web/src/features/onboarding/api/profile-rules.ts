import { uniqueNamePattern } from "@bounty/shared";
import type { TFunction } from "i18next";

/** The unique-name rule of spec §5, with the shared schema's limits (2 to 32 characters). */
export function uniqueNameError(value: string, t: TFunction): string | null {
  if (value === "") return t("Enter a unique name.");
  if (!uniqueNamePattern.test(value)) return t("Only letters, numbers, hyphens are allowed.");
  if (value.length < 2) return t("Use at least 2 characters.");
  if (value.length > 32) return t("Use at most 32 characters.");
  return null;
}

export function displayNameError(value: string, t: TFunction): string | null {
  if (value.trim() === "") return t("Enter a display name.");
  if (value.trim().length > 64) return t("Use at most 64 characters.");
  return null;
}
