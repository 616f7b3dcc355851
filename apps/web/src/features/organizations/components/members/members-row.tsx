import type { Member, OrganizationAbilities } from "@bounty/shared";
import { Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../components/people/user-avatar.tsx";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { MembersLeaveButton } from "./members-leave-button.tsx";
import { MembersRemoveButton } from "./members-remove-button.tsx";
import { RoleBadge } from "./members-role-badge.tsx";
import { MembersRoleSelect } from "./members-role-select.tsx";

interface MembersRowProps {
  organization: { id: string; name: string };
  abilities: OrganizationAbilities;
  member: Member;
  isMe: boolean;
}

/** One member: who they are, their role (a selector for the admin on others' rows) and what may be done. */
export function MembersRow({ organization, abilities, member, isMe }: MembersRowProps) {
  const { t } = useTranslation();
  const { user } = member;
  // Nobody changes their own role or removes themselves; the viewer's own row offers Leave instead.
  const canManage = abilities.manageMembers && !isMe;

  return (
    <Table.Tr data-testid={`member-${user.uniqueName}`}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <UserAvatar user={user} size={40} radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <AnchorLink to="/profiles/$name" params={{ name: user.uniqueName }} fw={600} truncate>
                {user.displayName}
              </AnchorLink>
              {isMe && (
                <Badge size="sm" variant="outline" radius="sm">
                  {t("You")}
                </Badge>
              )}
              {member.held && (
                <Tooltip
                  label={t(
                    "The organization requires a second factor: this member reads nothing of it until they add one.",
                  )}
                  multiline
                  w={260}
                >
                  <Badge size="sm" variant="light" color="orange" radius="sm" tabIndex={0}>
                    {t("No second factor")}
                  </Badge>
                </Tooltip>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              @{user.uniqueName}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        {canManage ? (
          <MembersRoleSelect organizationId={organization.id} member={member} />
        ) : (
          <RoleBadge role={member.role.id} />
        )}
      </Table.Td>
      <Table.Td ta="right">
        {canManage && <MembersRemoveButton organizationId={organization.id} member={member} />}
        {isMe && abilities.leave && (
          <MembersLeaveButton
            organizationId={organization.id}
            organizationName={organization.name}
            memberId={member.id}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
