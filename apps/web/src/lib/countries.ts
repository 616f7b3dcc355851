import { countryCodes } from "@bounty/shared";

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

/** ISO country codes with names in the given UI language, sorted for that language. */
export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(language);
  const options = countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
  cache.set(language, options);
  return options;
}

export function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: "region", fallback: "code" }).of(code) ?? code;
}
