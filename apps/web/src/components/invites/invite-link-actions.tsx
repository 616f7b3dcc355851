import { Button, Group, Text } from "@mantine/core";
import { IconRefresh, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";

export type InviteLinkAction = "create" | "reset" | "delete";

/** The caller's mutation over the invite link (a TanStack `useMutation` result fits). */
export interface InviteLinkRun {
  isPending: boolean;
  mutate: (action: InviteLinkAction, options?: { onSuccess?: () => void }) => void;
}

interface InviteLinkActionsProps {
  run: InviteLinkRun;
  /** What resetting (delete, then create anew) means for the people the link was shared with. */
  resetWarning: string;
  /** What deleting means for them. */
  deleteWarning: string;
}

/** Reset (delete, then create anew) and Delete, each behind a confirmation that the old link stops working. */
export function InviteLinkActions({ run, resetWarning, deleteWarning }: InviteLinkActionsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Exclude<InviteLinkAction, "create"> | null>(null);
  const confirm = (action: Exclude<InviteLinkAction, "create">) =>
    run.mutate(action, { onSuccess: () => setConfirming(null) });

  return (
    <>
      <Group gap="xs">
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
      <ConfirmDialog
        opened={confirming === "reset"}
        title={t("Reset the invite link?")}
        confirmLabel={t("Reset link")}
        isPending={run.isPending}
        onConfirm={() => confirm("reset")}
        onClose={() => setConfirming(null)}
      >
        <Text size="sm">{resetWarning}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === "delete"}
        title={t("Delete the invite link?")}
        confirmLabel={t("Delete link")}
        isPending={run.isPending}
        onConfirm={() => confirm("delete")}
        onClose={() => setConfirming(null)}
      >
        <Text size="sm">{deleteWarning}</Text>
      </ConfirmDialog>
    </>
  );
}
