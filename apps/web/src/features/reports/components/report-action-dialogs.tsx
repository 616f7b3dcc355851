import {
  type CustomSeverity,
  CVSS_SEVERITIES,
  type CvssMetrics,
  defaultCvssMetrics,
  type Report,
  type ReportState,
  type UpdateReport,
} from "@bounty/shared";
import { Button, Group, Modal, SegmentedControl, Select, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/forms/dialog-actions.tsx";
import { CvssCalculator, useSeverityLabels } from "../../severity/index.ts";
import { DuplicatePicker } from "./duplicate-picker.tsx";
import { useReportStateLabels } from "./report-state-badge.tsx";

// The staff's dialogs on a report: their own severity, and a rejection with its reason.

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

/** A rejected state asks why (the hunter reads it); duplicate also asks for the original's number. */
export function RejectDialog({
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
  const [reason, setReason] = useState("");
  const [original, setOriginal] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const duplicate = state === "duplicate";
  const ready = reason.trim() !== "" && (!duplicate || original !== null);
  const missing =
    duplicate && original === null
      ? t("Pick the original report.")
      : reason.trim() === ""
        ? t("Write the reason the hunter will read.")
        : null;
  const save = async () => {
    if (!state || !ready) return;
    setPending(true);
    try {
      await onSave({ state, reason: reason.trim(), ...(duplicate ? { duplicateOf: Number(original) } : {}) });
      setReason("");
      setOriginal(null);
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
        {duplicate ? <DuplicatePicker report={report} value={original} onChange={setOriginal} /> : null}
        <Textarea
          label={t("Reason")}
          description={t("The hunter reads this.")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          autosize
          minRows={3}
          required
        />
        <DialogActions
          hint={missing}
          pending={pending}
          onCancel={onClose}
          confirm={(describedBy) => (
            <Button
              onClick={() => void save()}
              loading={pending}
              disabled={!ready}
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
