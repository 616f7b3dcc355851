import type { Application, ApplicationState, Program, ProgramAbilities } from "@bounty/shared";
import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApproveRejectButtons } from "../../../../components/forms/approve-reject-buttons.tsx";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { applicationsQuery, approveApplication, deleteApplication } from "../../api/hunter-list-api.ts";
import { useProgramMutation } from "../../api/program-home-mutations.ts";
import { HunterListRow } from "./hunter-list-row.tsx";

interface HunterListApplicationsProps {
  program: Program;
  abilities: ProgramAbilities;
  state: ApplicationState;
  search: string;
}

/** Approved hunters (Remove) or pending applicants (Approve, Reject); removing and rejecting ask first. */
export function HunterListApplications({ program, abilities, state, search }: HunterListApplicationsProps) {
  const { t } = useTranslation();
  const list = useQuery(applicationsQuery(program.id, state, search));
  // The application stays while its dialog closes, so the closing dialog keeps its text.
  const [confirming, setConfirming] = useState<Application | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const confirm = (application: Application) => {
    setConfirming(application);
    setConfirmOpen(true);
  };
  const approve = useProgramMutation(program.id, approveApplication);
  const remove = useProgramMutation(program.id, deleteApplication, {
    onSuccess: () => setConfirmOpen(false),
  });

  if (list.isPending) return <Skeleton height={64} radius="sm" />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  const applications = list.data.data;
  const canManage = abilities.manageHunters;

  return (
    <Stack gap="xs">
      {applications.length === 0 && (
        <Text size="sm" c="dimmed">
          {state === "approved"
            ? t("No hunter has joined this program yet.")
            : t("No hunter is waiting for approval.")}
        </Text>
      )}
      {applications.map((application) => (
        <HunterListRow
          key={application.id}
          application={application}
          actions={
            canManage &&
            (state === "pending" ? (
              <ApproveRejectButtons
                isApproving={approve.isPending && approve.variables === application.id}
                onApprove={() => approve.mutate(application.id)}
                onReject={() => confirm(application)}
              />
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconUserMinus size={14} />}
                onClick={() => confirm(application)}
              >
                {t("Remove")}
              </Button>
            ))
          }
        />
      ))}
      <ConfirmDialog
        opened={isConfirmOpen}
        title={state === "pending" ? t("Reject this application?") : t("Remove this hunter?")}
        confirmLabel={state === "pending" ? t("Reject") : t("Remove")}
        isPending={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id)}
        onClose={() => setConfirmOpen(false)}
      >
        <Text size="sm">
          {state === "pending"
            ? t("{{name}} will not join {{program}}. They may apply again later.", {
                name: confirming?.hunter.displayName,
                program: program.name,
              })
            : t("{{name}} will no longer have access to {{program}}.", {
                name: confirming?.hunter.displayName,
                program: program.name,
              })}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
