import type { Program } from "@bounty/shared";
import { Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconLink, IconPlus, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { CopyValueButton } from "../../../components/copy-value-button.tsx";
import { LoadFailed } from "../../../components/load-failed.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { useProgramMutation } from "../api/program-home-mutations.ts";
import {
  createProgramInvite,
  deleteProgramInvites,
  programInvitesQuery,
  programInviteUrl,
  resetProgramInvite,
} from "../api/program-invite-api.ts";

type Action = "create" | "reset" | "delete";

/** The program's invite link (non-public programs): create, copy, reset (delete then create) or delete. */
export function ProgramInviteCard({ program, isReadOnly }: { program: Program; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const invites = useQuery(programInvitesQuery(program.id));
  const [confirming, setConfirming] = useState<Exclude<Action, "create"> | null>(null);
  const ids = (invites.data ?? []).map((i) => i.id);
  const run = useProgramMutation(
    program.id,
    async (action: Action) => {
      if (action === "create") await createProgramInvite(program.id);
      else if (action === "reset") await resetProgramInvite(program.id, ids);
      else await deleteProgramInvites(program.id, ids);
    },
    { onSuccess: () => setConfirming(null) },
  );
  const current = invites.data?.[0];

  return (
    <SectionCard
      icon={<IconLink size={22} />}
      title={t("Invite link")}
      description={t("Hunters who open this link can ask to join the program; you approve or reject each.")}
    >
      {invites.isPending && <Skeleton height={36} radius="sm" />}
      {invites.isError && <LoadFailed onRetry={() => void invites.refetch()} />}
      {invites.isSuccess && !current && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t("There is no invite link yet.")}</Text>
          {!isReadOnly && (
            <Button
              leftSection={<IconPlus size={16} />}
              loading={run.isPending}
              onClick={() => run.mutate("create")}
            >
              {t("Create invite link")}
            </Button>
          )}
        </Group>
      )}
      {current && (
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              label={t("Link to share")}
              value={programInviteUrl(window.location.origin, program.slug, current.id)}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="program-invite-link"
            />
            <CopyValueButton value={programInviteUrl(window.location.origin, program.slug, current.id)} />
          </Group>
          {!isReadOnly && (
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                onClick={() => setConfirming("reset")}
              >
                {t("Reset link")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={() => setConfirming("delete")}
              >
                {t("Delete link")}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming === "reset"}
        title={t("Reset the invite link?")}
        confirmLabel={t("Reset link")}
        isPending={run.isPending}
        onConfirm={() => run.mutate("reset")}
        onClose={() => setConfirming(null)}
      >
        <Text size="sm">{t("The current link stops working at once and a new one replaces it.")}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === "delete"}
        title={t("Delete the invite link?")}
        confirmLabel={t("Delete link")}
        isPending={run.isPending}
        onConfirm={() => run.mutate("delete")}
        onClose={() => setConfirming(null)}
      >
        <Text size="sm">{t("The link stops working at once; you can create a new link later.")}</Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
