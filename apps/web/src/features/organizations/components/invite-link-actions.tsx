import { Button, Group, Text } from "@mantine/core";
import { IconRefresh, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showSuccessToast } from "../../../lib/success-toast.ts";
import { deleteInvites, invitesKey, resetInvite } from "../api/invites.ts";

type Action = "reset" | "delete";

interface InviteLinkActionsProps {
  organizationId: string;
  /** Every working link: reset and delete must leave none of the old ones working. */
  inviteIds: string[];
}

/** Reset (delete, then create anew) and Delete, each behind a confirmation that the old link stops working. */
export function InviteLinkActions({ organizationId, inviteIds }: InviteLinkActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const run = useMutation({
    mutationFn: async (action: Action) => {
      if (action === "reset") await resetInvite(organizationId, inviteIds);
      else await deleteInvites(organizationId, inviteIds);
    },
    onSuccess: (_, action) => {
      setConfirming(null);
      showSuccessToast(
        action === "reset"
          ? t("Invite link reset. The old link no longer works.")
          : t("Invite link deleted. It no longer works."),
      );
    },
    // After a failure part of the work may be done (a link deleted, no new one yet): show what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKey(organizationId) }),
  });

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
        onConfirm={() => run.mutate("reset")}
        onClose={() => setConfirming(null)}
      >
        <Text size="sm">
          {t(
            "The current link stops working at once and a new one replaces it. People who have not joined yet will need the new link.",
          )}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === "delete"}
        title={t("Delete the invite link?")}
        confirmLabel={t("Delete link")}
        isPending={run.isPending}
        onConfirm={() => run.mutate("delete")}
        onClose={() => setConfirming(null)}
      >
        <Text size="sm">
          {t(
            "The link stops working at once. Nobody can join with it any more; you can create a new link later.",
          )}
        </Text>
      </ConfirmDialog>
    </>
  );
}
