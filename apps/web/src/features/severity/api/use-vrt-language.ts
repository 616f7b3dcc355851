import { Language } from "@bounty/shared";
import { useTranslation } from "react-i18next";

/** The UI language as the taxonomy's names know it; re-renders the caller when the language changes. */
export function useVrtLanguage(): Language {
  const { i18n } = useTranslation();
  const parsed = Language.safeParse(i18n.language);
  return parsed.success ? parsed.data : "en";
}
