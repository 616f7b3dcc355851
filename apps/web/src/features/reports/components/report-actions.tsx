import {
  type CustomSeverity,
  CVSS_SEVERITIES,
  type CvssMetrics,
  defaultCvssMetrics,
  isProgramStopped,
  isRejectedState,
  PRIORITY_MAX,
  type Report,
  type ReportState,
  reportStates,
  type UpdateReport,
} from "@bounty/shared";
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconCoin } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/success-toast.ts";
import { CvssCalculator } from "../../severity/components/cvss-calculator.tsx";
import { useSeverityLabels } from "../../severity/components/severity-badge.tsx";
import { activitiesQuery, updateReport } from "../api/messages-query.ts";
import { reportsKey } from "../api/reports-query.ts";
import { useReportStateLabels } from "./report-state-badge.tsx";
import { RewardDialog } from "./reward-dialog.tsx";

type AssessmentMode = "none" | "custom" | "cvss";

/** The staff's dialog for their own severity: none, a custom level, or CVSS in the program's version. */
function AssessmentDialog({
  report,
  opened,
  onClose,
  onSave,
}: {
  report: Report;
  opened: boolean;
  onClose: () => void;
  onSave: (body: UpdateReport) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const labels = useSeverityLabels();
  const current = report.orgAssessment;
  const version = report.program.cvssVersion;
  const [mode, setMode] = useState<AssessmentMode>(current?.type ?? "none");
  const [custom, setCustom] = useState<CustomSeverity>(current?.severity ?? "medium");
  const [cvss, setCvss] = useState<CvssMetrics>(
    current?.type === "cvss" && current.cvss.version === version ? current.cvss : defaultCvssMetrics(version),
  );
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    try {
      await onSave({
        orgAssessment:
          mode === "none"
            ? null
            : mode === "custom"
              ? { type: "custom", severity: custom }
              : { type: "cvss", cvss },
      });
      onClose();
    } catch {
      // The toast says why; the dialog stays open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t("The organization's severity")} size="lg" centered>
      <Stack gap="md">
        <SegmentedControl
          aria-label={t("Severity")}
          value={mode}
          onChange={(v) => setMode(v as AssessmentMode)}
          data={[
            { value: "none", label: t("Not given") },
            { value: "custom", label: t("Custom") },
            { value: "cvss", label: `CVSS ${version}` },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
        {mode === "custom" ? (
          <Select
            aria-label={t("Custom severity")}
            data={CVSS_SEVERITIES.map((s) => ({ value: s, label: labels[s] }))}
            value={custom}
            onChange={(v) => v && setCustom(v as CustomSeverity)}
            allowDeselect={false}
            maw={240}
          />
        ) : null}
        {mode === "cvss" ? (
          <CvssCalculator version={version} value={cvss} onChange={setCvss} headingOrder={3} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t("Cancel")}
          </Button>
          <Button onClick={() => void save()} loading={pending}>
            {t("Save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A rejected state asks why (the hunter reads it); duplicate also asks for the original's number. */
function RejectDialog({
  state,
  onClose,
  onSave,
}: {
  state: ReportState | null;
  onClose: () => void;
  onSave: (body: UpdateReport) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const labels = useReportStateLabels();
  const [reason, setReason] = useState("");
  const [original, setOriginal] = useState<number | "">("");
  const [pending, setPending] = useState(false);
  const duplicate = state === "duplicate";
  const ready = reason.trim() !== "" && (!duplicate || typeof original === "number");
  const save = async () => {
    if (!state || !ready) return;
    setPending(true);
    try {
      await onSave({ state, reason: reason.trim(), ...(duplicate ? { duplicateOf: Number(original) } : {}) });
      setReason("");
      setOriginal("");
      onClose();
    } catch {
      // The toast says why; the dialog stays open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state ? t("Move the report to {{state}}", { state: labels[state].label }) : ""}
      centered
    >
      <Stack gap="md">
        {duplicate ? (
          <NumberInput
            label={t("Original report number")}
            description={t("A report of the same program. The hunter sees its number, not its content.")}
            value={original}
            onChange={(v) => setOriginal(typeof v === "number" ? v : "")}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            required
          />
        ) : null}
        <Textarea
          label={t("Reason")}
          description={t("The hunter reads this.")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={3}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t("Cancel")}
          </Button>
          <Button onClick={() => void save()} loading={pending} disabled={!ready}>
            {t("Save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The staff's actions on the report page's side: state, priority, their own severity and rewards. */
export function ReportActions({ report }: { report: Report }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stateLabels = useReportStateLabels();
  const [rejecting, setRejecting] = useState<ReportState | null>(null);
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
    const state = value as ReportState;
    if (isRejectedState(state)) setRejecting(state);
    else void save({ state }).catch(() => undefined);
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
      <RejectDialog state={rejecting} onClose={() => setRejecting(null)} onSave={save} />
      {assessing ? (
        <AssessmentDialog report={report} opened onClose={() => setAssessing(false)} onSave={save} />
      ) : null}
      {rewarding ? <RewardDialog report={report} onClose={() => setRewarding(false)} /> : null}
    </Paper>
  );
}
