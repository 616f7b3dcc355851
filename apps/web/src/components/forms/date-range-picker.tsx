import "dayjs/locale/fr";
import "dayjs/locale/ja";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendarLabels } from "./calendar-labels.ts";
import {
  type DayRange,
  formatDay,
  formatDayRange,
  isValidDayRange,
  presetOf,
  presetRange,
  type RangeChoice,
  type RangePreset,
  rangePresets,
} from "./date-range.ts";

interface DateRangePickerProps {
  /** The applied range of local days. */
  value: DayRange;
  onChange: (range: DayRange) => void;
}

interface Draft {
  start: string | null;
  end: string | null;
}

/** How a picked day reads in each language's fields, short enough for one line (dayjs formats). */
const fieldFormats: Record<string, string> = { en: "MMM D, YYYY", ja: "YYYY年M月D日", fr: "D MMM YYYY" };
/** How the calendar names each day to screen readers. */
const spokenFormats: Record<string, string> = { en: "MMMM D, YYYY", ja: "YYYY年M月D日", fr: "D MMMM YYYY" };

const isPreset = (choice: string): choice is RangePreset =>
  (rangePresets as readonly string[]).includes(choice);

/**
 * Presets (Today … Last month) apply at once; Custom opens two date fields whose Apply is enabled
 * only for two valid days in order. The calendars follow the UI language.
 */
export function DateRangePicker({ value, onChange }: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const applied = presetOf(value);
  const [isCustomOpen, setCustomOpen] = useState(applied === "custom");
  const [draft, setDraft] = useState<Draft>(value);
  // Back and Forward change the applied range under an open Custom form: show what now applies.
  useEffect(() => {
    setDraft({ start: value.start, end: value.end });
  }, [value.start, value.end]);

  const labels: Record<RangeChoice, string> = {
    today: t("Today"),
    yesterday: t("Yesterday"),
    thisWeek: t("This week"),
    last7: t("Last 7 days"),
    last30: t("Last 30 days"),
    thisMonth: t("This month"),
    lastMonth: t("Last month"),
    custom: t("Custom"),
  };
  const choices: RangeChoice[] = [...rangePresets, "custom"];
  const today = formatDay(new Date());
  const fieldFormat = fieldFormats[i18n.language] ?? "YYYY-MM-DD";
  const dayLabel = (day: string) =>
    dayjs(day)
      .locale(i18n.language)
      .format(spokenFormats[i18n.language] ?? "YYYY-MM-DD");
  const isOutOfOrder = draft.start !== null && draft.end !== null && draft.start > draft.end;
  const canApply = isValidDayRange(draft.start, draft.end);
  const calendarLabels = useCalendarLabels();

  const handleChoice = (choice: string | null) => {
    if (choice === null) return;
    if (isPreset(choice)) {
      setCustomOpen(false);
      onChange(presetRange(choice));
      return;
    }
    setDraft(value);
    setCustomOpen(true);
  };
  const handleApply = () => {
    if (canApply && draft.start && draft.end) onChange({ start: draft.start, end: draft.end });
  };

  return (
    <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: i18n.language === "en" ? 0 : 1 }}>
      <Stack gap={6}>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t("Date range")}
            data={choices.map((choice) => ({ value: choice, label: labels[choice] }))}
            value={isCustomOpen ? "custom" : applied}
            onChange={handleChoice}
            allowDeselect={false}
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={{ base: "100%", xs: 190 }}
          />
          {isCustomOpen && (
            <Group gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={t("Custom range")}>
              <DatePickerInput
                label={t("Start date")}
                placeholder={t("Pick a date")}
                value={draft.start}
                onChange={(start) => setDraft((d) => ({ ...d, start }))}
                maxDate={today}
                valueFormat={fieldFormat}
                getDayAriaLabel={dayLabel}
                ariaLabels={calendarLabels}
                clearable
                clearButtonProps={{ "aria-label": t("Clear the start date") }}
                w={{ base: "100%", xs: 170 }}
              />
              <DatePickerInput
                label={t("End date")}
                placeholder={t("Pick a date")}
                value={draft.end}
                onChange={(end) => setDraft((d) => ({ ...d, end }))}
                maxDate={today}
                valueFormat={fieldFormat}
                getDayAriaLabel={dayLabel}
                ariaLabels={calendarLabels}
                clearable
                clearButtonProps={{ "aria-label": t("Clear the end date") }}
                error={isOutOfOrder ? t("The end date is before the start date.") : undefined}
                w={{ base: "100%", xs: 170 }}
              />
              {/* The label row's height, so the button lines up with the fields. */}
              <Button mt={{ base: 0, xs: 25 }} onClick={handleApply} disabled={!canApply}>
                {t("Apply")}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatDayRange(value, i18n.language)}
        </Text>
      </Stack>
    </DatesProvider>
  );
}
