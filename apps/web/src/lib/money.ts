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
