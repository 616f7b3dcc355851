import type { Language } from "@bounty/shared";
import en from "../locales/en.json";
import fr from "../locales/fr.json";
import ja from "../locales/ja.json";

/** Every catalog, read up front: tests switch languages synchronously. */
export const catalogs = { en, ja, fr } satisfies Record<Language, Record<string, string>>;
