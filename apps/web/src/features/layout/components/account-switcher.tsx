import type { AuthenticatedUser } from "@bounty/shared";
import { Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { IconLogout, IconPlus, IconSelector, IconSettings, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MenuItemLink } from "../../../components/links.tsx";
import { PlainLink } from "../../../components/plain-link.tsx";
import { useSignOut } from "../../session/api/use-sign-out.ts";
import { useSettingsModal } from "../../settings/api/use-settings-modal.ts";
import classes from "./account-switcher.module.css";
import { UserAvatar } from "./user-avatar.tsx";

interface OrganizationEntry {
  id: string;
  name: string;
  icon: string | null;
}

/** Own profile, Settings, the user's organizations, 'Add Organization' and 'Sign Out' (spec §2). */
export function AccountSwitcher({ user, onNavigate }: { user: AuthenticatedUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const settings = useSettingsModal();
  // No organizations API yet: the list stays empty until GET /api/organizations?isMember exists.
  const organizations: OrganizationEntry[] = [];

  return (
    <Menu position="top-start" width="target" shadow="lg" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t("Switch account")}>
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
            <IconSelector size={16} stroke={1.5} />
          </Group>
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
        {organizations.length > 0 && <Menu.Label>{t("Organizations")}</Menu.Label>}
        {organizations.map((org) => (
          <Menu.Item
            key={org.id}
            component={PlainLink}
            href={`/organizations/${org.id}`}
            onClick={onNavigate}
          >
            {org.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          component={PlainLink}
          href="/organizations/new"
          onClick={onNavigate}
          leftSection={<IconPlus size={16} />}
        >
          {t("Add Organization")}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t("Sign Out")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
