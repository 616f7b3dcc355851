import type { Member } from "@bounty/shared";
import { Button, Text } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { deleteMember, membersKey } from "../../api/members.ts";

/** The admin removes another member, after a confirmation. */
export function MembersRemoveButton({ organizationId, member }: { organizationId: string; member: Member }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const name = member.user.displayName;
  const remove = useMutation({
    mutationFn: () => deleteMember(organizationId, member.id),
    onSuccess: () => {
      setConfirming(false);
      showSuccessToast(t("{{name}} was removed from the organization.", { name }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey(organizationId) }),
  });

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconUserMinus size={14} />}
        aria-label={t("Remove {{name}}", { name })}
        onClick={() => setConfirming(true)}
      >
        {t("Remove")}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t("Remove {{name}} from the organization?", { name })}
        confirmLabel={t("Remove")}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          {t(
            "They lose access to the organization at once. Anyone holding the invite link can join again, so reset the link if they should not.",
          )}
        </Text>
      </ConfirmDialog>
    </>
  );
}
