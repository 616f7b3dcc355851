import type { AuthenticatedUser } from "@bounty/shared";
import { Group, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconLogout, IconPlus, IconSelector, IconSettings, IconUser } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { MenuItemLink } from "../../../components/text/menu-item-link.tsx";
import {
  myOrganizationsQuery,
  OrganizationIcon,
  useCurrentOrganizationId,
} from "../../organizations/index.ts";
import { useSignOut } from "../../session/index.ts";
import { useSettingsModal } from "../../settings/index.ts";
import classes from "./account-switcher.module.css";

/** Own profile, Settings, the user's organizations, 'Add Organization' and 'Sign Out' (spec §2). */
export function AccountSwitcher({ user, onNavigate }: { user: AuthenticatedUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const settings = useSettingsModal();
  // A failed list leaves the menu usable: personal entries, 'Add Organization' and 'Sign Out' remain.
  const organizations = useQuery(myOrganizationsQuery(user.id)).data ?? [];
  const currentId = useCurrentOrganizationId();

  return (
    <Menu
      position="top-start"
      width="target"
      shadow="lg"
      withinPortal
      // Lets a long organization name shrink and truncate instead of pushing out its check mark.
      styles={{ itemLabel: { minWidth: 0 } }}
    >
      <Menu.Target>
        {/* Named by what it shows plus a hidden purpose, so speech control users can say what they see (WCAG 2.5.3). */}
        <UnstyledButton className={classes.target}>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} radius="xl" />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {user.displayName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                @{user.uniqueName}
              </Text>
            </div>
            <IconSelector size={16} stroke={1.5} aria-hidden />
          </Group>
          <VisuallyHidden>{t("Switch account")}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("Personal account")}</Menu.Label>
        <MenuItemLink
          to="/profiles/$name"
          params={{ name: user.uniqueName }}
          onClick={onNavigate}
          leftSection={<IconUser size={16} />}
        >
          {t("Your profile")}
        </MenuItemLink>
        <Menu.Item
          leftSection={<IconSettings size={16} />}
          onClick={() => {
            onNavigate?.();
            void settings.open("profile");
          }}
        >
          {t("Settings")}
        </Menu.Item>
        {organizations.length > 0 && (
          <>
            <Menu.Label>{t("Organizations")}</Menu.Label>
            {/* Many organizations scroll inside the menu instead of pushing it off the screen. */}
            <div style={{ maxHeight: 280, overflowY: "auto" }}>
              {organizations.map((organization) => {
                const isCurrent = organization.id === currentId;
                return (
                  <MenuItemLink
                    key={organization.id}
                    to="/organizations/$id"
                    params={{ id: organization.id }}
                    onClick={onNavigate}
                    leftSection={<OrganizationIcon organization={organization} size={22} radius="sm" />}
                    rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : undefined}
                    aria-current={isCurrent ? "page" : undefined}
                  >
                    <Text size="sm" fw={isCurrent ? 600 : undefined} truncate title={organization.name}>
                      {organization.name}
                    </Text>
                  </MenuItemLink>
                );
              })}
            </div>
          </>
        )}
        <Menu.Divider />
        <MenuItemLink to="/organizations/new" onClick={onNavigate} leftSection={<IconPlus size={16} />}>
          {t("Add Organization")}
        </MenuItemLink>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t("Sign Out")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
