import { type Language, languages } from "@bounty/shared";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

type Catalog = Record<string, string>;

// Each catalog is its own chunk, fetched when its language is first shown: a page loads one, not three.
// The keys are the English sentences, so English needs only the few entries that differ from their
// key (en-differences.json; a test keeps it equal to en.json's differing entries): a first load in
// English does not carry a thousand sentences twice.
const catalogLoaders: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import("../locales/en-differences.json"),
  ja: () => import("../locales/ja.json"),
  fr: () => import("../locales/fr.json"),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
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

/** Each language named in itself, so whoever cannot read the current one still finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ja: "日本語", fr: "Français" };

const VISITOR_LANGUAGE_KEY = "bounty:language";

/** A visitor's language: the one they picked on a signed-out page, else the browser's. */
export function visitorLanguage(): Language {
  try {
    const picked = localStorage.getItem(VISITOR_LANGUAGE_KEY);
    if (picked && isLanguage(picked)) return picked;
  } catch {
    // Storage refused: the browser's language.
  }
  return browserLanguage();
}

/** The signed-out switcher: remembered in this browser, and the sign-up's default after. */
export async function pickVisitorLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(VISITOR_LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  await applyLanguage(language);
}

/** Adds a language's catalog to i18n (once); tests add them all up front. */
export function addCatalog(language: Language, catalog: Catalog): void {
  if (!i18n.hasResourceBundle(language, "translation"))
    i18n.addResourceBundle(language, "translation", catalog);
}

async function loadCatalog(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  addCatalog(language, (await catalogLoaders[language]()).default);
}

/** Starts fetching a catalog early (the start guesses the visitor's language while it asks who they are). */
export const preloadCatalog = (language: Language): Promise<void> =>
  loadCatalog(language).catch(() => undefined);

/** Shows the app in `language`, once its catalog has arrived (the start waits for it before rendering). */
export async function applyLanguage(language: Language): Promise<void> {
  document.documentElement.lang = language;
  await loadCatalog(language).catch(() => undefined); // Offline: the keys are English sentences.
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : "en");
