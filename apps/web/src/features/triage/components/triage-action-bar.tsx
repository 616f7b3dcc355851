import { TRIAGE_SUMMARY_MAX, type TriageActionType, type TriageVulnerability } from "@bounty/shared";
import { Button, Group, Menu, Modal, Stack, Text, Textarea } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/forms/dialog-actions.tsx";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { useTriageLabels } from "../../../lib/triage-labels.ts";
import { staleAfterStep, takeTriageAction } from "../api/triage-api.ts";

/**
 * The step buttons (spec 2 §4): the first step the flow lists is the primary button when the caller
 * takes it (else the bar says whose it is), the caller's other steps are under Other Actions; the other side's steps are shown there,
 * disabled, with whose they are. Each opens a dialog for the step's summary.
 */
export function TriageActionBar({ vulnerability }: { vulnerability: TriageVulnerability }) {
  const { t } = useTranslation();
  const labels = useTriageLabels();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<TriageActionType | null>(null);
  const [summary, setSummary] = useState("");
  const step = useMutation({
    mutationFn: (type: TriageActionType) => takeTriageAction(vulnerability.id, { type, summary }),
    onSuccess: (next, type) => {
      setOpen(null);
      setSummary("");
      showSuccessToast(
        t("Moved report into {{stage}} stage", { stage: labels.stage[type] }),
        t("Completed Action"),
      );
      queryClient.setQueryData(
        ["triage", vulnerability.source.program.id, "vulnerability", vulnerability.id],
        next,
      );
      for (const key of staleAfterStep) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  // The flow's expected step (its first) is the primary button only for the side that takes it:
  // after Triage the organization certifies, so a triager waits rather than seeing Suspend first.
  const expected = vulnerability.next[0];
  const primary = expected?.allowed ? expected : undefined;
  const others = vulnerability.next.filter((n) => n.allowed && n !== primary);
  const theirs = vulnerability.next.filter((n) => !n.allowed);
  const whose = { triager: t("The triage team's step"), organization: t("The organization's step") } as const;

  if (vulnerability.next.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="triage-ended">
        {t("Triage has ended for this report.")}
      </Text>
    );
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {primary ? (
          <Button onClick={() => setOpen(primary.type)} data-testid="triage-primary">
            {labels.button[primary.type]}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" data-testid="triage-waiting">
            {vulnerability.next[0]?.side === "organization"
              ? t("Waiting for the organization.")
              : t("Waiting for the triage team.")}
          </Text>
        )}
        {others.length + theirs.length > 0 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                {t("Other Actions")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {others.map((n) => (
                <Menu.Item key={n.type} onClick={() => setOpen(n.type)}>
                  {labels.button[n.type]}
                </Menu.Item>
              ))}
              {theirs.map((n) => (
                <Menu.Item key={n.type} disabled>
                  <Stack gap={0}>
                    <Text size="sm">{labels.button[n.type]}</Text>
                    <Text size="xs" c="dimmed">
                      {whose[n.side]}
                    </Text>
                  </Stack>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? labels.button[open] : ""}
        centered
      >
        {open ? (
          <Stack gap="md">
            <Text size="sm">
              {t("The report moves into the {{stage}} stage.", { stage: labels.stage[open] })}
            </Text>
            <Textarea
              label={t("Summary")}
              description={t("For the triage team and the organization; the hunter never reads it.")}
              autosize
              minRows={4}
              maxLength={TRIAGE_SUMMARY_MAX}
              value={summary}
              onChange={(event) => setSummary(event.currentTarget.value)}
              data-autofocus
            />
            <DialogActions
              hint={null}
              pending={step.isPending}
              onCancel={() => setOpen(null)}
              confirm={(describedBy) => (
                <Button
                  loading={step.isPending}
                  aria-describedby={describedBy}
                  onClick={() => step.mutate(open)}
                  data-testid="triage-confirm"
                >
                  {labels.button[open]}
                </Button>
              )}
            />
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
