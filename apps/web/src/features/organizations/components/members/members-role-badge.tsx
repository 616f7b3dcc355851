import type { OrgRoleName } from "@bounty/shared";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The role names as people read them; the API's ids stay in English. */
export function useRoleLabels(): Record<OrgRoleName, string> {
  const { t } = useTranslation();
  return { admin: t("Admin"), member: t("Member"), triage: t("Triage") };
}

const colors: Record<OrgRoleName, string> = { admin: "grape", member: "gray", triage: "cyan" };

/** A role, read-only: what members see, and what the admin sees on their own row. */
export function RoleBadge({ role }: { role: OrgRoleName }) {
  const labels = useRoleLabels();
  return (
    <Badge color={colors[role]} variant="light" size="lg" radius="sm" tt="none">
      {labels[role]}
    </Badge>
  );
}
