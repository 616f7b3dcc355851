import {
  BULK_REPORTS_MAX,
  type BulkUpdateReports,
  isRejectedState,
  PRIORITY_MAX,
  REPORTS_PER_PAGE,
  type ReportState,
  reportStates,
} from "@bounty/shared";
import { Button, Group, Menu, Paper, Text, Tooltip } from "@mantine/core";
import { IconChevronDown, IconDownload, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { reportsKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { BulkLabels } from "../../../labels/index.ts";
import { useReportStateLabels } from "../../../report-states/index.ts";
import { bulkUpdateReports, matchingReportIds } from "../../api/report-bulk.ts";
import { exportReportsCsv } from "../../api/report-export.ts";
import type { ReportSearch } from "../../api/report-search.ts";
import { BulkAssignMenu } from "./bulk-assign-menu.tsx";
import { BulkStateDialog } from "./bulk-state-dialog.tsx";
import type { RowSelection } from "./use-row-selection.ts";

const PRIORITIES = Array.from({ length: PRIORITY_MAX + 1 }, (_, p) => p);

/**
 * The bar over the table while reports are selected: how many, "select all N matching", and the
 * actions on all of them at once (state with the reason the rules ask, priority, owner, export).
 */
export function BulkActions({
  selection,
  total,
  pageSize,
  search,
  organizationId,
  hidden = false,
}: {
  selection: RowSelection;
  total: number;
  pageSize: number;
  search: ReportSearch;
  organizationId: string;
  /** Out of sight but mounted (a narrow window): an open dialog and its typed reason survive a resize. */
  hidden?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stateLabels = useReportStateLabels();
  const [stateOpen, setStateOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const count = selection.allMatching ? total : selection.ids.size;
  if (count === 0) return null;
  const tooMany = count > BULK_REPORTS_MAX;
  const tooManyHint = t("Act on at most {{max}} reports at a time: narrow the filters.", {
    max: BULK_REPORTS_MAX,
  });
  const exportTooMany = !selection.allMatching && count > REPORTS_PER_PAGE;

  const ids = async () =>
    selection.allMatching ? matchingReportIds(search, organizationId) : [...selection.ids];
  const apply = async (change: Omit<BulkUpdateReports, "reports">, done: (n: number) => string) => {
    setPending(true);
    try {
      const result = await bulkUpdateReports({ reports: await ids(), ...change });
      await queryClient.invalidateQueries({ queryKey: reportsKey });
      selection.clear();
      showSuccessToast(done(result.reports));
      return true;
    } catch {
      // The toast says why; nothing changed.
      return false;
    } finally {
      setPending(false);
    }
  };
  const setPriority = (priority: number | null) =>
    void apply({ priority }, (n) =>
      priority === null
        ? t("Priority cleared on the selected reports ({{count}})", { count: n })
        : t("Priority set to P{{priority}} on the selected reports ({{count}})", { priority, count: n }),
    );
  const moveTo = (state: Exclude<ReportState, "duplicate">, words: string) =>
    apply(
      isRejectedState(state) ? { state, reason: words } : { state, ...(words ? { message: words } : {}) },
      (n) => t("Reports moved to {{state}}: {{count}}", { count: n, state: stateLabels[state].label }),
    );
  const exportSelection = () =>
    void exportReportsCsv(
      search,
      organizationId,
      () => undefined,
      selection.allMatching ? [] : [...selection.ids],
    );

  const guard = (node: React.ReactElement, reason: string | null) =>
    reason ? (
      <Tooltip label={reason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <span>{node}</span>
      </Tooltip>
    ) : (
      node
    );

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      display={hidden ? "none" : undefined}
      pos="sticky"
      top={60}
      style={{ zIndex: 5 }}
      aria-label={t("Selected reports")}
      component="section"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text fw={600} size="sm" aria-live="polite">
            {t("Selected: {{count}}", { count })}
          </Text>
          {selection.pageSelected && !selection.allMatching && total > pageSize ? (
            <Button variant="subtle" size="compact-sm" onClick={selection.selectAllMatching}>
              {t("Select all {{total}} matching", { total })}
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconX size={14} />}
            onClick={selection.clear}
          >
            {t("Clear selection")}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {guard(
            <Button size="xs" onClick={() => setStateOpen(true)} disabled={tooMany || pending}>
              {t("Change state")}
            </Button>,
            tooMany ? tooManyHint : null,
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              {guard(
                <Button
                  size="xs"
                  variant="default"
                  rightSection={<IconChevronDown size={14} />}
                  disabled={tooMany || pending}
                  loading={pending && !stateOpen}
                >
                  {t("Set priority")}
                </Button>,
                tooMany ? tooManyHint : null,
              )}
            </Menu.Target>
            <Menu.Dropdown>
              {PRIORITIES.map((p) => (
                <Menu.Item key={`P${p}`} onClick={() => setPriority(p)}>{`P${p}`}</Menu.Item>
              ))}
              <Menu.Item onClick={() => setPriority(null)}>{t("No priority")}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <BulkAssignMenu
            organizationId={organizationId}
            disabled={tooMany || pending}
            loading={pending && !stateOpen}
            guard={(node) => guard(node, tooMany ? tooManyHint : null)}
            onAssign={(assignee, name) =>
              void apply({ assignee }, (n) =>
                name
                  ? t("Assigned to {{name}}: {{count}}", { name, count: n })
                  : t("Given back to the team: {{count}}", { count: n }),
              )
            }
          />
          <BulkLabels
            organizationId={organizationId}
            disabled={tooMany || pending}
            loading={pending}
            guard={(node) => guard(node, tooMany ? tooManyHint : null)}
            onApply={(change, names) =>
              apply(change, (n) =>
                change.addLabels
                  ? t("Labels put on the selected reports ({{count}}): {{names}}", {
                      count: n,
                      names: names.join(", "),
                    })
                  : t("Labels taken off the selected reports ({{count}}): {{names}}", {
                      count: n,
                      names: names.join(", "),
                    }),
              )
            }
          />
          {guard(
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={exportSelection}
              disabled={exportTooMany}
            >
              {t("Export selection")}
            </Button>,
            exportTooMany
              ? t("Export at most {{max}} picked reports, or select all matching.", { max: REPORTS_PER_PAGE })
              : null,
          )}
        </Group>
      </Group>
      <BulkStateDialog
        opened={stateOpen}
        count={count}
        states={reportStates.filter((s) => s !== "duplicate")}
        organizationId={organizationId}
        onClose={() => setStateOpen(false)}
        onSave={async (state, reason) => {
          if (state === "duplicate") return;
          if (await moveTo(state, reason)) setStateOpen(false);
        }}
      />
    </Paper>
  );
}
