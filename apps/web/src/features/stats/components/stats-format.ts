import type { ResponseTarget } from "@bounty/shared";
import type { TFunction } from "i18next";

/** A span of seconds as a person reads it: minutes, hours, or days with one decimal. */
export function formatDuration(seconds: number, language: string): string {
  const unit = (value: number, name: "minute" | "hour" | "day") =>
    new Intl.NumberFormat(language, {
      style: "unit",
      unit: name,
      unitDisplay: "long",
      maximumFractionDigits: 1,
    }).format(value);
  if (seconds < 3600) return unit(Math.max(1, Math.round(seconds / 60)), "minute");
  if (seconds < 86_400) return unit(Math.round((seconds / 3600) * 10) / 10, "hour");
  return unit(Math.round((seconds / 86_400) * 10) / 10, "day");
}

/** "Nov 2" in the UI language, for a "YYYY-MM-DD" day of the answer. */
export function formatChartDay(day: string, language: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { month: "short", day: "numeric" }).format(new Date(y, m - 1, d));
}

/** The four clocks' names, in the UI language (literal keys, so the catalog scan sees them). */
export function targetLabels(t: TFunction): Record<ResponseTarget, string> {
  return {
    firstResponse: t("First response"),
    triage: t("Triage"),
    reward: t("Reward"),
    resolution: t("Resolution"),
  };
}

/**
 * Recharts makes a chart focusable to walk its tooltips by keyboard; the charts here are pictures of
 * the tables beside them (hidden from screen readers), so they stay out of the tab order.
 */
const NOT_FOCUSABLE = { accessibilityLayer: false } as const;

/** What every bar chart here shares: out of the tab order, horizontal grid lines, a quick tooltip. */
export const BAR_CHART_DEFAULTS = {
  barChartProps: NOT_FOCUSABLE,
  tickLine: "none",
  gridAxis: "y",
  tooltipAnimationDuration: 150,
} as const;
