import { type Language, languages } from "@bounty/shared";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";
import fr from "../locales/fr.json";
import ja from "../locales/ja.json";

export const catalogs = { en, ja, fr } satisfies Record<Language, Record<string, string>>;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ja: { translation: ja }, fr: { translation: fr } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...languages],
  // Keys are English sentences, so "." and ":" are text, not separators.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** The first of the browser's languages we support, else English. */
export function browserLanguage(preferred: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0] ?? "";
    if (isLanguage(base)) return base;
  }
  return "en";
}

export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : "en");
