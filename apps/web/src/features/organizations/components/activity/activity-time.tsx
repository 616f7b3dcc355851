import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * DAY],
  ["month", 30 * DAY],
  ["week", 7 * DAY],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
];

/** "3 hours ago", "yesterday", "now" in the UI language. */
export function formatRelativeTime(date: Date, now: Date, language: string): string {
  const diff = date.getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  const unit = units.find(([, ms]) => Math.abs(diff) >= ms);
  return unit ? format.format(Math.round(diff / unit[1]), unit[0]) : format.format(0, "second");
}

export const formatDateTime = (date: Date, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date);

/** When a line happened: relative, then the date and time (shown, not hovered: phones have no hover). */
export function ActivityTime({ at, now = new Date() }: { at: string; now?: Date }) {
  const { i18n } = useTranslation();
  const date = new Date(at);
  return (
    <Text component="time" dateTime={at} size="xs" c="dimmed">
      {formatRelativeTime(date, now, i18n.language)} · {formatDateTime(date, i18n.language)}
    </Text>
  );
}
