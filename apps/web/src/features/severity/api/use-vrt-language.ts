import { type Language, languages } from "@bounty/shared";
import { useTranslation } from "react-i18next";

/** The UI language as the taxonomy's names know it; re-renders the caller when the language changes. */
export function useVrtLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return languages.includes(language) ? language : "en";
}
