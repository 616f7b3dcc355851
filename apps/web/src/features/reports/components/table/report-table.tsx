import type { ReportSort, ReportSummary } from "@bounty/shared";
import { Box, Checkbox, Table, Text, UnstyledButton } from "@mantine/core";
import { IconArrowDown } from "@tabler/icons-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { relativeTime } from "../../../../lib/relative-time.ts";
import { LabelBadges } from "../../../labels/index.ts";
import { ReportStateBadge } from "../../../report-states/index.ts";
import { SeverityBadge } from "../../../severity/index.ts";
import { TargetBadge } from "../target-badge.tsx";
import { referencesOf } from "./report-reference.ts";
import { SelectPageCheckbox } from "./select-page-checkbox.tsx";
import type { RowSelection } from "./use-row-selection.ts";

// Issue 47: below this width (a 1366 px laptop) the two moments give way first, so the names and
// the time left keep their room; the Sort menu still orders by them.
const WIDE = "xl";

// A badge in a cell keeps its whole word: the table scrolls sideways before a state reads "NE…".
const FULL_LABEL = { label: { overflow: "visible" } } as const;

/** The moment a row last moved: its last comment, its last change of state, or its sending. */
const lastActivityOf = (r: ReportSummary) =>
  [r.sentAt, r.stateChangedAt, r.lastCommentAt]
    .filter((d): d is string => d !== null)
    .reduce((a, b) => (a > b ? a : b));

/**
 * How each sort reads, for assistive technology: moments newest first; the time left soonest first;
 * names from A, states in the workflow's order, severities worst first (issue 47).
 */
const SORT_DIRECTION: Record<ReportSort, "ascending" | "descending"> = {
  creation: "descending",
  comment: "descending",
  status: "descending",
  target: "ascending",
  state: "ascending",
  severity: "descending",
  program: "ascending",
  hunter: "ascending",
  assignee: "ascending",
};

/** A header that sorts the list by its column. */
function SortHeader({
  sort,
  current,
  onSort,
  wide = false,
  children,
}: {
  sort: ReportSort;
  current: ReportSort;
  onSort: (sort: ReportSort) => void;
  /** A column that gives way below WIDE (its order stays in the Sort menu). */
  wide?: boolean;
  children: ReactNode;
}) {
  const active = sort === current;
  return (
    <Table.Th aria-sort={active ? SORT_DIRECTION[sort] : undefined} visibleFrom={wide ? WIDE : undefined}>
      <UnstyledButton
        onClick={() => onSort(sort)}
        fw={active ? 700 : 600}
        fz="sm"
        style={{ display: "inline-flex", alignItems: "center", gap: 4, whiteSpace: "nowrap" }}
      >
        {children}
        {active ? <IconArrowDown size={14} aria-hidden /> : null}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The organization's reports as a dense table (issue 31): a row a report, with the columns a team
 * scans, selection (click, shift-click, the page) and sortable moments. `j`/`k` move between rows'
 * links (useListKeys), so Enter opens the focused report.
 */
export function ReportTable({
  reports,
  organizationId,
  sort,
  onSort,
  selection,
}: {
  reports: readonly ReportSummary[];
  organizationId: string;
  sort: ReportSort;
  onSort: (sort: ReportSort) => void;
  selection: RowSelection;
}) {
  const { t, i18n } = useTranslation();
  const now = Date.now();
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const ago = (iso: string) => relativeTime(new Date(iso).getTime() - now, i18n.language, "narrow");
  const references = useMemo(() => referencesOf(reports), [reports]);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing={6} fz="sm" data-testid="report-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <SelectPageCheckbox selection={selection} />
            </Table.Th>
            <Table.Th w={80}>{t("Reference")}</Table.Th>
            <Table.Th>{t("Title")}</Table.Th>
            <SortHeader sort="program" current={sort} onSort={onSort}>
              {t("Program")}
            </SortHeader>
            <SortHeader sort="hunter" current={sort} onSort={onSort}>
              {t("Hunter")}
            </SortHeader>
            <SortHeader sort="assignee" current={sort} onSort={onSort}>
              {t("Assignee")}
            </SortHeader>
            <SortHeader sort="severity" current={sort} onSort={onSort}>
              {t("Severity")}
            </SortHeader>
            <SortHeader sort="state" current={sort} onSort={onSort}>
              {t("State")}
            </SortHeader>
            <SortHeader sort="creation" current={sort} onSort={onSort} wide>
              {t("Age")}
            </SortHeader>
            <SortHeader sort="comment" current={sort} onSort={onSort} wide>
              {t("Last activity")}
            </SortHeader>
            <SortHeader sort="target" current={sort} onSort={onSort}>
              {t("Time left")}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report, index) => {
            const selected = selection.ids.has(report.id);
            const last = lastActivityOf(report);
            return (
              <Table.Tr
                key={report.id}
                bg={selected ? "var(--mantine-color-default-hover)" : undefined}
                data-report-row
              >
                <Table.Td>
                  <Checkbox
                    aria-label={t("Select report #{{number}}", { number: report.number })}
                    checked={selected}
                    onChange={() => undefined}
                    onClick={(e) => selection.toggle(index, e.shiftKey)}
                    size="xs"
                  />
                </Table.Td>
                <Table.Td
                  c="dimmed"
                  style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
                  title={`${report.program.name} #${report.number}`}
                >
                  {references.get(report.id)}
                </Table.Td>
                <Table.Td miw={240}>
                  <AnchorLink
                    to="/organizations/$id/reports/$reportId"
                    params={{ id: organizationId, reportId: report.id }}
                    fw={report.seen ? 500 : 700}
                    fz="sm"
                    lineClamp={2}
                    data-row-link
                  >
                    {report.title}
                  </AnchorLink>
                  {report.labels.length > 0 ? (
                    <Box mt={4}>
                      <LabelBadges labels={report.labels} size="xs" />
                    </Box>
                  ) : null}
                </Table.Td>
                <Table.Td miw={110} maw={180} title={report.program.name}>
                  <Text fz="sm" lineClamp={1}>
                    {report.program.name}
                  </Text>
                </Table.Td>
                <Table.Td maw={160} title={report.sender?.displayName}>
                  <Text fz="sm" lineClamp={1} c={report.sender ? undefined : "dimmed"}>
                    {report.sender?.displayName ?? t("Anonymous")}
                  </Text>
                </Table.Td>
                <Table.Td miw={110} maw={160} title={report.assignee?.displayName}>
                  <Text fz="sm" lineClamp={1} c={report.assignee ? undefined : "dimmed"}>
                    {report.assignee?.displayName ?? t("Team")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {report.severity ? (
                    <SeverityBadge severity={report.severity} size="sm" styles={FULL_LABEL} />
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <ReportStateBadge state={report.state} size="sm" styles={FULL_LABEL} />
                </Table.Td>
                <Table.Td
                  title={exact.format(new Date(report.sentAt))}
                  style={{ whiteSpace: "nowrap" }}
                  visibleFrom={WIDE}
                >
                  {ago(report.sentAt)}
                </Table.Td>
                <Table.Td
                  title={exact.format(new Date(last))}
                  style={{ whiteSpace: "nowrap" }}
                  visibleFrom={WIDE}
                >
                  {ago(last)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {report.target ? <TargetBadge target={report.target} now={now} compact /> : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
