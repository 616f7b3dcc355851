import { isRejectedState, REJECTION_REASON_MAX, type ReportState } from "@bounty/shared";
import { Button, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../../components/forms/dialog-actions.tsx";
import { CannedAnswerSelect } from "../../../canned-answers/index.ts";
import { useReportStateLabels } from "../../../report-states/index.ts";

/**
 * Moves the selected reports to one state. A rejected state asks the one reason every hunter reads;
 * any other may carry a message (issue 47), posted on each report moved. The organization's canned
 * answer for the state is offered first; its variables are filled for each report by the server.
 * Save says what it waits for instead of staying grey without a word.
 */
export function BulkStateDialog({
  opened,
  count,
  states,
  organizationId,
  onClose,
  onSave,
}: {
  opened: boolean;
  count: number;
  states: readonly ReportState[];
  organizationId: string;
  onClose: () => void;
  /** `words`: the rejection's reason, or the message (empty: none). */
  onSave: (state: ReportState, words: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const labels = useReportStateLabels();
  const [state, setState] = useState<ReportState | null>(null);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const rejected = state !== null && isRejectedState(state);
  const missing =
    state === null
      ? t("Pick the state to move the reports to.")
      : rejected && reason.trim() === ""
        ? t("Write the reason the hunters will read.")
        : null;
  const close = () => {
    setState(null);
    setReason("");
    onClose();
  };
  const save = async () => {
    if (!state || missing) return;
    setPending(true);
    try {
      await onSave(state, reason.trim());
      setState(null);
      setReason("");
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : close}
      title={t("Change the state of the selected reports ({{count}})", { count })}
      centered
    >
      <Stack gap="md">
        <Select
          label={t("New state")}
          data={states.map((s) => ({ value: s, label: `${labels[s].label} · ${labels[s].meaning}` }))}
          value={state}
          onChange={(v) => setState(v as ReportState | null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
        />
        {state ? (
          <>
            <CannedAnswerSelect
              organizationId={organizationId}
              state={state}
              onPick={(answer) => setReason(answer?.body ?? "")}
            />
            <Textarea
              label={rejected ? t("Reason") : t("Message to the hunters")}
              description={
                rejected
                  ? t("Every hunter of the selected reports reads it.")
                  : t("Optional: posted on each report moved, and mailed to its hunter.")
              }
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={rejected ? REJECTION_REASON_MAX : undefined}
              autosize
              minRows={3}
              maxRows={12}
              required={rejected}
            />
            <Text size="xs" c="dimmed">
              {t("{{hunter}}, {{report}} and {{program}} are filled in for each report.", {
                hunter: "{{hunter}}",
                report: "{{report}}",
                program: "{{program}}",
                interpolation: { skipOnVariables: true },
              })}
            </Text>
          </>
        ) : null}
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
              {t("Move selected ({{count}})", { count })}
            </Button>
          )}
        />
      </Stack>
    </Modal>
  );
}
