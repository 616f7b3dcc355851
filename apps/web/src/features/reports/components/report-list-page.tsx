import { Box, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload, IconMoodEmpty } from "@tabler/icons-react";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { Pager } from "../../../components/pages/pager.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { showErrorToastFor } from "../../../lib/toasts/error-toast.ts";
import { labelsQuery } from "../../labels/index.ts";
import { orgProgramsQuery } from "../../organizations/index.ts";
import { defaultProgramSearch, programsQuery } from "../../programs/index.ts";
import { SavedViewsBar } from "../../saved-views/index.ts";
import { type ExportProgress, exportReportsCsv } from "../api/report-export.ts";
import type { ReportSearch } from "../api/report-search.ts";
import { reportsQuery } from "../api/reports-query.ts";
import { ReportFilters } from "./report-filters.tsx";
import { type ReportLinkTarget, ReportListRow } from "./report-list-row.tsx";
import { BulkActions } from "./table/bulk-actions.tsx";
import { ReportTable } from "./table/report-table.tsx";
import { useListKeys, useRememberList } from "./table/use-list-keys.ts";
import { useRowSelection } from "./table/use-row-selection.ts";

interface ReportListPageProps {
  /** The hunter's own list, or an organization's (its id). */
  organizationId?: string;
  search: ReportSearch;
  onSearchChange: (next: ReportSearch) => void;
}

/** Program choices for the filter: the organization's programs, or the programs the hunter may see. */
function useProgramOptions(organizationId: string | undefined) {
  const own = useQuery({
    ...orgProgramsQuery(organizationId ?? "", 1),
    enabled: organizationId !== undefined,
  });
  const visible = useQuery({ ...programsQuery(defaultProgramSearch), enabled: organizationId === undefined });
  const list = (organizationId ? own.data : visible.data)?.data ?? [];
  return list.map((p) => ({ value: p.id, label: p.name }));
}

/** 'Export (total)': reports.csv of the filtered list, with the rows received so far. */
function ExportButton({
  organizationId,
  search,
  total,
}: {
  organizationId: string;
  search: ReportSearch;
  total: number;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const start = async () => {
    setProgress({ rows: 0, total });
    try {
      await exportReportsCsv(search, organizationId, setProgress);
    } catch (error) {
      // Logged for whoever investigates; the toast tells the person.
      console.error("report export failed", error);
      // API and network failures were toasted where they happened; a broken stream is toasted here.
      if (error instanceof Error && !isApiError(error)) showErrorToastFor(error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={() => void start()}
        loading={progress !== null}
        disabled={total === 0}
      >
        {t("Export ({{total}})", { total })}
      </Button>
      {progress ? (
        <Box w={200} aria-live="polite">
          <Progress
            value={progress.total ? (100 * progress.rows) / progress.total : 0}
            size="sm"
            aria-label={t("Export progress")}
          />
          <Text size="xs" c="dimmed" ta="right">
            {t("{{rows}} of {{total}} rows", { rows: progress.rows, total: progress.total })}
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The hunter's /reports and the organization's report list (spec 2 §2): filters in the URL. */
export function ReportListPage({ organizationId, search, onSearchChange }: ReportListPageProps) {
  const { t } = useTranslation();
  const view = organizationId ? "org" : "hunter";
  const shownSearch = useDeferredValue(search);
  const { data: list } = useSuspenseQuery(reportsQuery(view, shownSearch, organizationId));
  const isUpdating = shownSearch !== search;
  const programs = useProgramOptions(organizationId);
  const labels = useQuery({
    ...labelsQuery(organizationId ?? ""),
    enabled: organizationId !== undefined,
  }).data;
  const pages = Math.max(1, Math.ceil(list.meta.total / search.perPage));
  const target: ReportLinkTarget = organizationId ? { view: "org", organizationId } : { view: "hunter" };
  // Phones keep the cards; a wider screen gets the organization's table.
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const pageIds = useMemo(() => list.data.map((r) => r.id), [list.data]);
  const { page: _page, ...filters } = shownSearch;
  const selection = useRowSelection(pageIds, JSON.stringify(filters));
  const listRef = useRef<HTMLDivElement>(null);
  useListKeys(listRef);
  useRememberList(listRef, pageIds, view);

  return (
    <Stack gap="xl" maw={organizationId ? 1440 : 1200} mx="auto">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader
          title={t("Reports")}
          description={
            organizationId
              ? t("The reports hunters sent to the programs you run.")
              : t("The reports you sent, and where each one stands.")
          }
        />
        {organizationId && selection.ids.size === 0 ? (
          <ExportButton organizationId={organizationId} search={search} total={list.meta.total} />
        ) : null}
      </Group>
      {organizationId ? (
        <SavedViewsBar
          organizationId={organizationId}
          filters={{
            severity: search.severity,
            program: search.program,
            status: search.status,
            s: search.s,
            sort: search.sort,
            after: "after" in search ? search.after : undefined,
            before: "before" in search ? search.before : undefined,
            overdue: "overdue" in search ? Boolean(search.overdue) : false,
            assignee: "assignee" in search ? search.assignee : undefined,
            label: search.label ?? [],
          }}
        />
      ) : null}
      <ReportFilters
        search={search}
        programs={programs}
        labels={labels}
        withDates={view === "org"}
        onChange={(change) => onSearchChange({ ...search, ...change, page: 1 })}
      />
      {/* Mounted at every width: a window narrowed for a moment (a rotated tablet, a full-page
          capture) must not close the bulk dialog and lose the reason typed into it. */}
      {organizationId ? (
        <BulkActions
          hidden={!wide}
          selection={selection}
          total={list.meta.total}
          pageSize={list.data.length}
          search={shownSearch}
          organizationId={organizationId}
        />
      ) : null}
      <Box
        ref={listRef}
        component="section"
        aria-label={t("Report list")}
        aria-busy={isUpdating}
        style={{ opacity: isUpdating ? 0.55 : 1, transition: "opacity 150ms ease" }}
      >
        {list.data.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <IconMoodEmpty size={40} stroke={1.4} aria-hidden />
            <Text fw={600}>{t("No Reports Found")}</Text>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("Showing {{shown}} of {{total}}", { shown: list.data.length, total: list.meta.total })}
            </Text>
            {organizationId && wide ? (
              <ReportTable
                reports={list.data}
                organizationId={organizationId}
                sort={search.sort}
                onSort={(sort) => onSearchChange({ ...search, sort, page: 1 })}
                selection={selection}
              />
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0}>
                {list.data.map((report) => (
                  <ReportListRow key={report.id} report={report} target={target} />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Box>
      <Pager total={pages} value={search.page} onChange={(page) => onSearchChange({ ...search, page })} />
    </Stack>
  );
}
