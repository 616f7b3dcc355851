import type { CalendarAriaLabels } from "@mantine/dates";
import { useTranslation } from "react-i18next";

/** Names for a calendar's month and year arrows, which Mantine leaves unnamed (axe: button-name). */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    previousMonth: t("Previous month"),
    nextMonth: t("Next month"),
    previousYear: t("Previous year"),
    nextYear: t("Next year"),
    previousDecade: t("Previous decade"),
    nextDecade: t("Next decade"),
    monthLevelControl: t("Choose a month"),
    yearLevelControl: t("Choose a year"),
  };
}
