import { Button, Text } from "@mantine/core";
import { IconDoorExit } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { deleteMember } from "../../api/members.ts";
import { myOrganizationsKey, organizationKey } from "../../api/organization-query.ts";

interface MembersLeaveButtonProps {
  organizationId: string;
  organizationName: string;
  /** The viewer's own membership: leaving is deleting it. */
  memberId: string;
}

/** A member (not the admin) leaves the organization, after a confirmation, and goes to /programs (spec §2). */
export function MembersLeaveButton({ organizationId, organizationName, memberId }: MembersLeaveButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isConfirming, setConfirming] = useState(false);
  const leave = useMutation({
    mutationFn: () => deleteMember(organizationId, memberId),
    onSuccess: async () => {
      // Off the organization's pages first: read again now, they would answer 404.
      await navigate({ to: "/programs" });
      queryClient.removeQueries({ queryKey: organizationKey(organizationId) });
      await queryClient.invalidateQueries({ queryKey: myOrganizationsKey });
      showSuccessToast(t("You left {{name}}.", { name: organizationName }));
    },
  });

  return (
    <>
      <Button
        variant="light"
        color="red"
        size="xs"
        leftSection={<IconDoorExit size={14} />}
        onClick={() => setConfirming(true)}
      >
        {t("Leave organization")}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t("Leave {{name}}?", { name: organizationName })}
        confirmLabel={t("Leave organization")}
        isPending={leave.isPending}
        onConfirm={() => leave.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          {t("You lose access to this organization at once. To come back, you will need an invite link.")}
        </Text>
      </ConfirmDialog>
    </>
  );
}
