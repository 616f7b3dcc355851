import { orgOnlyReportSorts, REPORT_STATE_GROUPS, type ReportSort, reportSorts } from "@bounty/shared";
import { Chip, CloseButton, Group, MultiSelect, Select, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCalendar, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendarLabels } from "../../../components/forms/calendar-labels.ts";
import { SEARCH_PAUSE_MS } from "../../programs/index.ts";
import { useReportStateLabels } from "../../report-states/index.ts";
import { useSeverityLabels } from "../../severity/index.ts";
import {
  type ReportSearch,
  type ReportSeverityFilter,
  type ReportStatusFilter,
  reportSeverityFilters,
  statusFilterOf,
} from "../api/report-search.ts";

interface ReportFiltersProps {
  search: ReportSearch;
  onChange: (change: Partial<Omit<ReportSearch, "page">>) => void;
  programs: { value: string; label: string }[];
  /** The organization's list filters by submission dates too. */
  withDates?: boolean;
  /** The organization's labels (issue 47): its list filters by them. */
  labels?: { id: string; name: string }[] | undefined;
}

/** The report lists' filters (spec 2 §2): search after a 500 ms pause, status groups, severity, program, sort. */
export function ReportFilters({
  search,
  onChange,
  programs,
  withDates = false,
  labels = [],
}: ReportFiltersProps) {
  const { t } = useTranslation();
  const calendarLabels = useCalendarLabels();
  const states = useReportStateLabels();
  const severities = useSeverityLabels();
  const [text, setText] = useState(search.s);
  const [settled] = useDebouncedValue(text, SEARCH_PAUSE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text applies.
  useEffect(() => {
    if (settled.trim() !== search.s) onChange({ s: settled.trim() });
  }, [settled]);
  useEffect(() => {
    setText((current) => (current.trim() === search.s ? current : search.s));
  }, [search.s]);

  const group = (name: string, list: readonly (keyof typeof states)[]) => ({
    group: name,
    items: list.map((state) => ({ value: statusFilterOf(state), label: states[state].label })),
  });
  const sortLabels: Record<ReportSort, string> = {
    creation: t("Sort by submission date"),
    comment: t("Sort by latest comment"),
    status: t("Sort by latest status change"),
    target: t("Sort by time left"),
    state: t("Sort by state"),
    severity: t("Sort by severity"),
    program: t("Sort by program"),
    hunter: t("Sort by hunter"),
    assignee: t("Sort by assignee"),
  };
  // The response clock, the hunter and the owner are the organization's: its list sorts by them.
  const sorts = withDates ? reportSorts : reportSorts.filter((sort) => !orgOnlyReportSorts.includes(sort));

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t("Search reports")}
        placeholder={t("Search reports")}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={
          text ? <CloseButton size="sm" aria-label={t("Clear search")} onClick={() => setText("")} /> : null
        }
        style={{ flex: "1 1 240px" }}
        size="sm"
      />
      <MultiSelect
        aria-label={t("Status")}
        placeholder={search.status.length === 0 ? t("Any status") : undefined}
        data={[
          group(t("Open"), REPORT_STATE_GROUPS.open),
          group(t("Accepted"), REPORT_STATE_GROUPS.accepted),
          group(t("Rejected"), REPORT_STATE_GROUPS.rejected),
        ]}
        value={search.status}
        onChange={(value) => onChange({ status: value as ReportStatusFilter[] })}
        clearable
        size="sm"
        style={{ flex: "1 1 200px" }}
      />
      <MultiSelect
        aria-label={t("Severity")}
        placeholder={search.severity.length === 0 ? t("All severities") : undefined}
        data={reportSeverityFilters.map((s) => ({ value: s, label: severities[s] }))}
        value={search.severity}
        onChange={(value) => onChange({ severity: value as ReportSeverityFilter[] })}
        clearable
        size="sm"
        style={{ flex: "1 1 180px" }}
      />
      {programs.length > 0 ? (
        <MultiSelect
          aria-label={t("Program")}
          placeholder={search.program.length === 0 ? t("All programs") : undefined}
          data={programs}
          value={search.program}
          onChange={(program) => onChange({ program })}
          searchable
          clearable
          size="sm"
          style={{ flex: "1 1 200px" }}
        />
      ) : null}
      {withDates ? (
        <DatePickerInput
          type="range"
          // The name holds what the field shows (axe's label-content-name-mismatch): the placeholder, or the range.
          aria-label={
            search.after && search.before
              ? `${t("Submitted between")} ${search.after} – ${search.before}`
              : t("Any submission date")
          }
          placeholder={t("Any submission date")}
          labelSeparator="–"
          leftSection={<IconCalendar size={16} />}
          value={[search.after ?? null, search.before ?? null]}
          onChange={([after, before]) => {
            if ((after && before) || (!after && !before))
              onChange({ after: after ?? undefined, before: before ?? undefined });
          }}
          valueFormat="YYYY-MM-DD"
          ariaLabels={calendarLabels}
          clearable
          allowSingleDateInRange
          size="sm"
          style={{ flex: "1 1 220px" }}
        />
      ) : null}
      {withDates ? (
        <Chip
          checked={search.overdue === true}
          onChange={(overdue) => onChange({ overdue })}
          variant="light"
          color="red"
          size="sm"
          data-testid="overdue-filter"
        >
          {t("Overdue")}
        </Chip>
      ) : null}
      {withDates ? (
        <Select
          aria-label={t("Assignee")}
          data={[
            { value: "any", label: t("Anyone's") },
            { value: "me", label: t("Assigned to me") },
            { value: "none", label: t("Unassigned") },
            // A saved view or a link may name one member: shown as such, not as "Anyone's".
            ...(search.assignee && search.assignee !== "me" && search.assignee !== "none"
              ? [{ value: search.assignee, label: t("One member's") }]
              : []),
          ]}
          value={search.assignee ?? "any"}
          onChange={(value) => onChange({ assignee: value === "any" || !value ? undefined : value })}
          allowDeselect={false}
          size="sm"
          style={{ flex: "1 1 170px" }}
        />
      ) : null}
      {labels.length > 0 || (search.label?.length ?? 0) > 0 ? (
        <MultiSelect
          aria-label={t("Labels")}
          placeholder={(search.label?.length ?? 0) === 0 ? t("Any labels") : undefined}
          // A label named by a link or a view but gone since still shows, so it can be taken out.
          data={[
            ...labels.map((l) => ({ value: l.id, label: l.name })),
            ...(search.label ?? [])
              .filter((id) => !labels.some((l) => l.id === id))
              .map((id) => ({ value: id, label: t("A deleted label") })),
          ]}
          value={search.label ?? []}
          onChange={(label) => onChange({ label })}
          searchable
          clearable
          size="sm"
          style={{ flex: "1 1 180px" }}
        />
      ) : null}
      <Select
        aria-label={t("Sort")}
        data={sorts.map((value) => ({
          value,
          label: sortLabels[value],
        }))}
        value={search.sort}
        onChange={(value) => value && onChange({ sort: value as ReportSort })}
        allowDeselect={false}
        size="sm"
        style={{ flex: "1 1 260px" }}
      />
    </Group>
  );
}
