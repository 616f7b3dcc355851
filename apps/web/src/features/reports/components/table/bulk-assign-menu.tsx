import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { membersQuery } from "../../../organizations/index.ts";
import { useCurrentUser } from "../../../session/index.ts";

/**
 * Issue 47: the selected reports' owner at once: the caller, a member, or the team. The API takes
 * only a member on each report's program staff, all or nothing, and says which rule refused.
 */
export function BulkAssignMenu({
  organizationId,
  disabled,
  loading,
  guard,
  onAssign,
}: {
  organizationId: string;
  disabled: boolean;
  loading: boolean;
  guard: (node: ReactElement) => ReactElement;
  onAssign: (assignee: string | null, name: string | null) => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const members = useQuery(membersQuery(organizationId, { page: 1, perPage: 200 }));
  const others = (members.data?.data ?? []).filter((m) => m.user.id !== me?.id && m.role.id !== "triage");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {guard(
          <Button
            size="xs"
            variant="default"
            rightSection={<IconChevronDown size={14} />}
            disabled={disabled}
            loading={loading}
          >
            {t("Assign")}
          </Button>,
        )}
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: "auto" }}>
        {me ? (
          <Menu.Item onClick={() => onAssign(me.id, me.displayName)}>{t("Assign to me")}</Menu.Item>
        ) : null}
        {others.map((m) => (
          <Menu.Item key={m.user.id} onClick={() => onAssign(m.user.id, m.user.displayName)}>
            {m.user.displayName}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => onAssign(null, null)}>{t("Give back to the team")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
