import {
  isProgramStopped,
  isRejectedState,
  PRIORITY_MAX,
  type Report,
  type ReportState,
  reportStates,
  type UpdateReport,
} from "@bounty/shared";
import { Button, Paper, Select, Stack, Text } from "@mantine/core";
import { IconCoin } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { reportsKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { LabelPicker } from "../../labels/index.ts";
import { useReportStateLabels } from "../../report-states/index.ts";
import { RewardDialog } from "../../rewards/index.ts";
import { activitiesQuery, updateReport } from "../api/messages-query.ts";
import { AssigneeSelect } from "./assignee-select.tsx";
import { AssessmentDialog, StateChangeDialog } from "./report-action-dialogs.tsx";

/** The staff's actions on the report page's side: state, priority, owner, their own severity and rewards. */
export function ReportActions({ report }: { report: Report }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stateLabels = useReportStateLabels();
  const [moving, setMoving] = useState<ReportState | null>(null);
  const [assessing, setAssessing] = useState(false);
  const [rewarding, setRewarding] = useState(false);
  // What the API would refuse anyway, said before the dialog opens. A rejected report that was
  // rewarded before can still have its reward taken back.
  const activities = useQuery(activitiesQuery(report.id));
  const rewarded = (activities.data?.data ?? []).some((a) => a.type === "report.rewarded");
  const rejected = isRejectedState(report.state);
  const rewardBlocker = isProgramStopped(report.program)
    ? t("The program has been stopped, messages and rewards can not be sent anymore.")
    : report.sender === null
      ? t("This report has no hunter to reward.")
      : rejected && !rewarded
        ? t("A rejected report cannot be rewarded.")
        : null;
  const save = async (body: UpdateReport) => {
    const updated = await updateReport(report.id, body);
    await queryClient.invalidateQueries({ queryKey: reportsKey });
    if (body.state) {
      showSuccessToast(
        t("Moved report into {{stage}} stage", { stage: stateLabels[updated.state].label }),
        t("Completed Action"),
      );
    }
  };
  const onState = (value: string | null) => {
    if (!value || value === report.state) return;
    setMoving(value as ReportState);
  };
  const priorities = [
    { value: "none", label: t("No priority") },
    ...Array.from({ length: PRIORITY_MAX + 1 }, (_, p) => ({ value: String(p), label: `P${p}` })),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("Triage")}>
      <Stack gap="sm">
        <Select
          label={t("State")}
          data={reportStates.map((s) => ({
            value: s,
            label: `${stateLabels[s].label} · ${stateLabels[s].meaning}`,
          }))}
          value={report.state}
          onChange={onState}
          allowDeselect={false}
        />
        <Select
          label={t("Priority")}
          description={t("Only the program's team sees it.")}
          data={priorities}
          value={report.priority === null ? "none" : String(report.priority)}
          onChange={(v) => {
            const priority = v === "none" || v === null ? null : Number(v);
            if (priority !== report.priority) void save({ priority }).catch(() => undefined);
          }}
          allowDeselect={false}
        />
        {report.abilities.assign ? <AssigneeSelect report={report} onSave={save} /> : null}
        {report.abilities.label ? (
          <LabelPicker
            organizationId={report.program.organization.id}
            labels={report.labels}
            onChange={save}
          />
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("The organization's severity")}
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => setAssessing(true)}
            style={{ alignSelf: "flex-start" }}
          >
            {report.orgAssessment ? t("Change") : t("Set")}
          </Button>
        </Stack>
        {report.program.type !== "vdp" ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("Reward")}
            </Text>
            <Button
              size="xs"
              leftSection={<IconCoin size={16} />}
              onClick={() => setRewarding(true)}
              disabled={rewardBlocker !== null}
              style={{ alignSelf: "flex-start" }}
            >
              {t("Reward the hunter")}
            </Button>
            {rewardBlocker ? (
              <Text size="xs" c="dimmed">
                {rewardBlocker}
              </Text>
            ) : rejected ? (
              <Text size="xs" c="dimmed">
                {t("The report is rejected: only a correction (a negative amount) can be sent.")}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      <StateChangeDialog report={report} state={moving} onClose={() => setMoving(null)} onSave={save} />
      {assessing ? (
        <AssessmentDialog report={report} opened onClose={() => setAssessing(false)} onSave={save} />
      ) : null}
      {rewarding ? <RewardDialog report={report} onClose={() => setRewarding(false)} /> : null}
    </Paper>
  );
}
