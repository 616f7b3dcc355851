/** Spec §9: amounts in yen with thousands separators, written the UI language's way (en: ¥12,345). */
export function formatYen(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "JPY",
    currencyDisplay: "narrowSymbol",
  }).format(amount);
}

export function formatNumber(amount: number, language: string): string {
  return new Intl.NumberFormat(language).format(amount);
}

/** A reward or credit: yen, or points written with P (spec 2 §9). */
export function formatCredit(amount: number, system: "money" | "point", language: string): string {
  return system === "money" ? formatYen(amount, language) : `${formatNumber(amount, language)} P`;
}
