import { TRIAGE_SUMMARY_MAX, type TriageActionType, triageActionTypes } from "@bounty/shared";
import { Button, Group, Modal, Paper, Select, Stack, Text, Textarea } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/forms/dialog-actions.tsx";
import { reportsKey, triageKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { useTriageLabels } from "../../../lib/triage-labels.ts";
import type { RowSelection } from "../../reports/index.ts";
import { takeBulkTriageAction } from "../api/triage-api.ts";

/**
 * The bar over the triage table while reports are selected (the report table's selection): one step
 * on all of them, with one summary. The server takes it on every report or on none, and says which
 * report the flow refuses.
 */
export function TriageBulkStep({ programId, selection }: { programId: string; selection: RowSelection }) {
  const { t } = useTranslation();
  const labels = useTriageLabels();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<TriageActionType | null>(null);
  const [summary, setSummary] = useState("");
  const count = selection.ids.size;
  const step = useMutation({
    mutationFn: () => takeBulkTriageAction(programId, { reports: [...selection.ids], type: type!, summary }),
    onSuccess: (changed) => {
      showSuccessToast(
        t("Moved {{count}} reports into {{stage}} stage", { count: changed, stage: labels.stage[type!] }),
        t("Completed Action"),
      );
      setOpen(false);
      setSummary("");
      selection.clear();
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: triageKey });
      void queryClient.invalidateQueries({ queryKey: reportsKey });
    },
  });
  if (count === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="triage-bulk-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {t("Selected: {{count}}", { count })}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => setOpen(true)}>
            {t("Take a step")}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} />}
            onClick={selection.clear}
          >
            {t("Clear selection")}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t("Take a step on the selected reports")}
        centered
      >
        <Stack gap="md">
          <Select
            label={t("Step")}
            data={triageActionTypes.map((value) => ({ value, label: labels.button[value] }))}
            value={type}
            onChange={(value) => setType(value as TriageActionType | null)}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t("Summary")}
            description={t("For the triage team and the organization; the hunter never reads it.")}
            autosize
            minRows={3}
            maxLength={TRIAGE_SUMMARY_MAX}
            value={summary}
            onChange={(event) => setSummary(event.currentTarget.value)}
          />
          <DialogActions
            hint={type ? null : t("Pick the step.")}
            pending={step.isPending}
            onCancel={() => setOpen(false)}
            confirm={(describedBy) => (
              <Button
                disabled={!type}
                loading={step.isPending}
                aria-describedby={describedBy}
                onClick={() => step.mutate()}
                data-testid="triage-bulk-confirm"
              >
                {t("Apply to {{count}} reports", { count })}
              </Button>
            )}
          />
        </Stack>
      </Modal>
    </Paper>
  );
}
