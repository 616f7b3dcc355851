import { type TriageActionType, triageActionTypes } from "@bounty/shared";
import { Badge, Checkbox, Group, MultiSelect, Paper, Stack, Table, Text } from "@mantine/core";
import { IconFilter, IconLayoutDashboard } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { Pager } from "../../../components/pages/pager.tsx";
import { AnchorLink, ButtonLink } from "../../../components/text/links.tsx";
import { relativeTime } from "../../../lib/relative-time.ts";
import { useTriageLabels } from "../../../lib/triage-labels.ts";
import { triageProgramsQuery } from "../../../lib/triage-programs.ts";
import { ReportStateBadge, SelectPageCheckbox, useListKeys, useRowSelection } from "../../reports/index.ts";
import { SeverityBadge } from "../../severity/index.ts";
import { triageReportsQuery } from "../api/triage-queries.ts";
import type { TriageSearch } from "../api/triage-search.ts";
import { TriageBulkStep } from "./triage-bulk-step.tsx";

/**
 * /triage/{programId}/reports (spec 2 §2): the program's vulnerabilities, 100 a page, filtered by
 * their last action; Title, Severity, Last Action, Status. `j`/`k` move down the rows, Enter opens.
 */
export function TriageQueuePage({
  programId,
  search,
  onSearchChange,
}: {
  programId: string;
  search: TriageSearch;
  onSearchChange: (next: TriageSearch) => void;
}) {
  const { t, i18n } = useTranslation();
  const labels = useTriageLabels();
  const program = useSuspenseQuery(triageProgramsQuery).data.find((p) => p.id === programId);
  const list = useQuery({ ...triageReportsQuery(programId, search), placeholderData: keepPreviousData });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const table = useRef<HTMLDivElement>(null);
  useListKeys(table);
  const pageIds = useMemo(() => rows.map((r) => r.id), [rows]);
  const selection = useRowSelection(pageIds, JSON.stringify(search));
  const now = Date.now();
  // One option per stage the filter can tell apart (both reviews, both closings are kept apart).
  const options = triageActionTypes.map((type) => ({
    value: type,
    label: type.includes(".") ? `${labels.stage[type]} (${labels.button[type]})` : labels.stage[type],
  }));

  return (
    <Stack gap="lg">
      <PageHeader
        title={program ? program.name : t("Triage")}
        description={t("The triage queue: every report of the program, where it stands in the flow.")}
      >
        <Group justify="space-between" mt={4} gap="sm">
          <Text size="sm" c="dimmed">
            {program?.organization.name}
          </Text>
          <ButtonLink
            to="/triage/$programId"
            params={{ programId }}
            variant="light"
            leftSection={<IconLayoutDashboard size={16} />}
          >
            {t("Dashboard")}
          </ButtonLink>
        </Group>
      </PageHeader>
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <MultiSelect
          label={t("Last Action")}
          placeholder={search.action.length === 0 ? t("Every step") : undefined}
          data={options}
          value={search.action}
          onChange={(value) => onSearchChange({ ...search, action: value as TriageActionType[], page: 1 })}
          leftSection={<IconFilter size={16} />}
          clearable
          w={{ base: "100%", sm: 420 }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t("Reports: {{count}}", { count: total })}
        </Text>
      </Group>
      <TriageBulkStep programId={programId} selection={selection} />
      <Paper withBorder radius="md" ref={table}>
        {list.data && rows.length === 0 ? (
          <Text ta="center" py="xl" c="dimmed" fw={600}>
            {t("No Reports Found")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t("Triage queue")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>
                    <SelectPageCheckbox selection={selection} />
                  </Table.Th>
                  <Table.Th>{t("Title")}</Table.Th>
                  <Table.Th>{t("Severity")}</Table.Th>
                  <Table.Th>{t("Last Action")}</Table.Th>
                  <Table.Th>{t("Status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={row.id} data-testid="triage-row" data-report-row>
                    <Table.Td>
                      <Checkbox
                        aria-label={t("Select report #{{number}}", { number: row.number })}
                        checked={selection.ids.has(row.id)}
                        onChange={() => undefined}
                        onClick={(e) => selection.toggle(index, e.shiftKey)}
                        size="xs"
                      />
                    </Table.Td>
                    <Table.Td miw={260}>
                      <AnchorLink
                        to="/triage/$programId/reports/$reportId"
                        params={{ programId, reportId: row.id }}
                        fz="sm"
                        fw={600}
                        lineClamp={2}
                        data-row-link
                      >
                        {`#${row.number} ${row.title}`}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>{row.severity ? <SeverityBadge severity={row.severity} /> : "—"}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Badge variant="outline" color={row.lastAction ? "grape" : "blue"}>
                          {row.lastAction ? labels.stage[row.lastAction.type] : t("Not triaged yet")}
                        </Badge>
                        <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                          {relativeTime(
                            Date.parse(row.lastAction?.createdAt ?? row.createdAt) - now,
                            i18n.language,
                          )}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <ReportStateBadge state={row.state} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Pager
        total={Math.max(1, Math.ceil(total / (list.data?.meta.perPage ?? 100)))}
        value={search.page}
        onChange={(page) => onSearchChange({ ...search, page })}
      />
    </Stack>
  );
}
