import {
  type CustomSeverity,
  CVSS_SEVERITIES,
  type CvssMetrics,
  cannedAnswerValuesOf,
  defaultCvssMetrics,
  fillCannedAnswer,
  isRejectedState,
  type Report,
  type ReportState,
  type UpdateReport,
} from "@bounty/shared";
import { Button, Group, Modal, SegmentedControl, Select, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/forms/dialog-actions.tsx";
import { CannedAnswerSelect } from "../../canned-answers/index.ts";
import { useReportStateLabels } from "../../report-states/index.ts";
import { CvssCalculator, useSeverityLabels } from "../../severity/index.ts";
import { DuplicatePicker } from "./duplicate-picker.tsx";

// The staff's dialogs on a report: their own severity, and a move to another state with its words.

type AssessmentMode = "none" | "custom" | "cvss";

/** The staff's dialog for their own severity: none, a custom level, or CVSS in the program's version. */
export function AssessmentDialog({
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

/**
 * Moving the report to another state (issue 47: every move offers words to the hunter). A rejected
 * state asks why (the hunter reads it), duplicate also the original's number; any other move may
 * carry a message, posted in the conversation with the change. The organization's canned answer for
 * the state is offered first, filled for this report.
 */
export function StateChangeDialog({
  report,
  state,
  onClose,
  onSave,
}: {
  report: Report;
  state: ReportState | null;
  onClose: () => void;
  onSave: (body: UpdateReport) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const labels = useReportStateLabels();
  const [text, setText] = useState("");
  const [original, setOriginal] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const duplicate = state === "duplicate";
  const rejected = state !== null && isRejectedState(state);
  const missing =
    duplicate && original === null
      ? t("Pick the original report.")
      : rejected && text.trim() === ""
        ? t("Write the reason the hunter will read.")
        : null;
  const close = () => {
    setText("");
    setOriginal(null);
    onClose();
  };
  const save = async () => {
    if (!state || missing) return;
    setPending(true);
    try {
      const words = text.trim();
      await onSave(
        rejected
          ? { state, reason: words, ...(duplicate ? { duplicateOf: Number(original) } : {}) }
          : { state, ...(words ? { message: words } : {}) },
      );
      close();
    } catch {
      // The toast says why; the dialog stays open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={state !== null}
      onClose={pending ? () => undefined : close}
      title={state ? t("Move the report to {{state}}", { state: labels[state].label }) : ""}
      centered
    >
      <Stack gap="md">
        {duplicate ? <DuplicatePicker report={report} value={original} onChange={setOriginal} /> : null}
        <CannedAnswerSelect
          organizationId={report.program.organization.id}
          state={state}
          onPick={(answer) =>
            setText(answer ? fillCannedAnswer(answer.body, cannedAnswerValuesOf(report)) : "")
          }
        />
        <Textarea
          label={rejected ? t("Reason") : t("Message to the hunter")}
          description={
            rejected
              ? t("The hunter reads this.")
              : t("Optional: posted in the conversation with the change, and mailed to the hunter.")
          }
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={12}
          required={rejected}
        />
        <DialogActions
          hint={missing}
          pending={pending}
          onCancel={close}
          confirm={(describedBy) => (
            <Button
              onClick={() => void save()}
              loading={pending}
              disabled={missing !== null}
              aria-describedby={describedBy}
            >
              {t("Save")}
            </Button>
          )}
        />
      </Stack>
    </Modal>
  );
}
