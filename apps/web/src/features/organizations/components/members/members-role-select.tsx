import { type Member, type OrgRoleName, orgRoles } from "@bounty/shared";
import { Select, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { membersKey, refreshAfterHandover, updateMemberRole } from "../../api/members.ts";
import { useRoleLabels } from "./members-role-badge.tsx";

interface MembersRoleSelectProps {
  organizationId: string;
  member: Member;
}

/**
 * The admin's role selector on another member's row. Choosing admin hands the role over (the
 * organization has exactly one admin), so it asks first.
 */
export function MembersRoleSelect({ organizationId, member }: MembersRoleSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const labels = useRoleLabels();
  const [isConfirmingHandover, setConfirmingHandover] = useState(false);
  const name = member.user.displayName;

  const change = useMutation({
    mutationFn: (role: OrgRoleName) => updateMemberRole(organizationId, member.id, role),
    onSuccess: async (_, role) => {
      if (role === "admin") {
        await refreshAfterHandover(queryClient, organizationId);
        setConfirmingHandover(false);
        showSuccessToast(t("{{name}} is now the admin. You are a member.", { name }));
      } else {
        await queryClient.invalidateQueries({ queryKey: membersKey(organizationId) });
        showSuccessToast(t("{{name}}'s role is now {{role}}.", { name, role: labels[role] }));
      }
    },
    // The failure toast says why; the list is read again in case it changed meanwhile.
    onError: () => queryClient.invalidateQueries({ queryKey: membersKey(organizationId) }),
  });

  const handleChange = (value: string | null) => {
    const role = orgRoles.find((r) => r === value);
    if (!role || role === member.role.id) return;
    if (role === "admin") setConfirmingHandover(true);
    else change.mutate(role);
  };

  return (
    <>
      <Select
        aria-label={t("Role of {{name}}", { name })}
        data={orgRoles.map((role) => ({ value: role, label: labels[role] }))}
        value={member.role.id}
        onChange={handleChange}
        allowDeselect={false}
        disabled={change.isPending}
        w={150}
        size="sm"
      />
      <ConfirmDialog
        opened={isConfirmingHandover}
        title={t("Make {{name}} the admin?", { name })}
        confirmLabel={t("Make admin")}
        isPending={change.isPending}
        onConfirm={() => change.mutate("admin")}
        onClose={() => setConfirmingHandover(false)}
      >
        <Text size="sm">
          {t(
            "An organization has exactly one admin. {{name}} becomes the admin and you become a member: you will no longer manage members, invites or the organization's settings.",
            { name },
          )}
        </Text>
      </ConfirmDialog>
    </>
  );
}
