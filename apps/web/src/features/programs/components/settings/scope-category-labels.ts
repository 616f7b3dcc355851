import type { ScopeCategory } from "@bounty/shared";
import type { TFunction } from "i18next";

/** The shared SCOPE_CATEGORY_LABELS, translated (literal keys, so the catalog check sees them). */
export const scopeCategoryLabels = (t: TFunction): Record<ScopeCategory, string> => ({
  domain: t("Web Service"),
  ios: t("iOS"),
  android: t("Android"),
  spa: t("Single Page Application"),
  api: t("REST Api"),
  executable: t("Executable"),
  other: t("Other"),
});
