import type { Program, ProgramAbilities, ProgramChecks, UpdateProgram } from "@bounty/shared";
import { Button, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { api } from "../../../../lib/api-client.ts";
import { programKey, programsKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import type { ProgramHomeTab } from "../../api/program-home-search.ts";

import { ProgramActivationRequest } from "./program-activation-request.tsx";

interface ProgramActivationPanelProps {
  program: Program;
  abilities: ProgramAbilities;
  checks: ProgramChecks;
  tabLabels: Record<ProgramHomeTab, string>;
  onLeave: () => void;
}

/** The tabs Start needs that are not complete yet (budget is not needed, spec §4). */
export const missingTabs = (checks: ProgramChecks): ProgramHomeTab[] =>
  (["basic", "guideline", "severity", "scope", "reportTemplate"] as const).filter(
    (tab) => checks[tab] === false,
  );

/**
 * Spec §4: start the program (non-vdp) or request its activation (vdp); once started, Open or Stop
 * (stopping leads back to the program list); and for the admin, delete.
 */
export function ProgramActivationPanel({
  program,
  abilities,
  checks,
  tabLabels,
  onLeave,
}: ProgramActivationPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isStopping, setStopping] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const change = useProgramMutation(program.id, (input: UpdateProgram) => updateProgram(program.id, input), {
    onSuccess: (answer) => {
      if (answer.data.status === "stopped") onLeave();
    },
  });
  // Not useProgramMutation: refetching a deleted program would only answer 404.
  const remove = useMutation({
    mutationFn: () => api.delete<unknown>(`/programs/${program.id}`),
    onSuccess: async () => {
      onLeave();
      queryClient.removeQueries({ queryKey: programKey(program.id) });
      await queryClient.invalidateQueries({ queryKey: programsKey });
      showSuccessToast(t("The program was deleted."), t("Success"));
    },
  });
  const missing = missingTabs(checks);
  const missingText = t("Complete these tabs first: {{tabs}}", {
    tabs: missing.map((tab) => tabLabels[tab]).join(", "),
  });

  const status = (() => {
    if (!program.activated && program.type === "vdp")
      return (
        <ProgramActivationRequest
          program={program}
          canRequest={abilities.activate}
          missingText={missing.length > 0 ? missingText : null}
        />
      );
    if (!program.activated)
      return (
        <Group justify="space-between" gap="sm">
          <Stack gap={2} maw={520}>
            <Text size="sm" c="dimmed">
              {checks.startable
                ? t("Every tab is complete. Start the program to publish it to hunters.")
                : t("Complete the setup tabs below, then start the program to publish it to hunters.")}
            </Text>
            {!checks.startable && (
              <Text size="sm" fw={500}>
                {missingText}
              </Text>
            )}
          </Stack>
          {abilities.activate && (
            <Tooltip label={missingText} disabled={checks.startable} multiline maw={300} withArrow>
              {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
              <span>
                <Button
                  leftSection={<IconPlayerPlay size={16} />}
                  disabled={!checks.startable}
                  loading={change.isPending}
                  onClick={() => change.mutate({ activated: true })}
                >
                  {t("Start the Program")}
                </Button>
              </span>
            </Tooltip>
          )}
        </Group>
      );
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {program.status === "open"
            ? t("The program is open: hunters can see it and send reports.")
            : program.status === "suspended"
              ? t(
                  "The program is suspended: current hunters keep it and can message you, but cannot send new reports.",
                )
              : t("The program is stopped: nobody sees it and messaging has stopped. You can open it again.")}
        </Text>
        {abilities.activate && (
          <Group gap="xs">
            {program.status !== "open" && (
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                loading={change.isPending}
                onClick={() => change.mutate({ status: "open" })}
              >
                {t("Open")}
              </Button>
            )}
            {program.status !== "stopped" && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconPlayerStop size={16} />}
                onClick={() => setStopping(true)}
              >
                {t("Stop")}
              </Button>
            )}
          </Group>
        )}
      </Group>
    );
  })();

  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={t("Program status")}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">
            {program.activated ? t("Program status") : t("Launch")}
          </Title>
          {abilities.delete && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(true)}
            >
              {t("Delete program")}
            </Button>
          )}
        </Group>
        {status}
      </Stack>
      <ConfirmDialog
        opened={isStopping}
        title={t("Stop this program?")}
        confirmLabel={t("Stop")}
        isPending={change.isPending}
        onConfirm={() => change.mutate({ status: "stopped" })}
        onClose={() => setStopping(false)}
      >
        <Text size="sm">
          {t("Stopping hides the program from everyone and stops messaging. You can open it again later.")}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={isDeleting}
        title={t("Delete {{name}}?", { name: program.name })}
        confirmLabel={t("Delete program")}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      >
        <Text size="sm">
          {t("The program, its settings and its scope are deleted. This cannot be undone.")}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
