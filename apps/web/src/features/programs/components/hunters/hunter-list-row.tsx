import type { Application } from "@bounty/shared";
import { Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../components/people/user-avatar.tsx";
import { AnchorLink } from "../../../../components/text/links.tsx";

/** One hunter of the Hunter List: icon, name, @uniqueName (their profile), counts, and the row's actions. */
export function HunterListRow({ application, actions }: { application: Application; actions: ReactNode }) {
  const { t } = useTranslation();
  const { hunter } = application;
  return (
    <Paper withBorder p="sm" data-testid={`hunter-${hunter.uniqueName}`}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar user={hunter} size={40} radius="xl" />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {hunter.displayName}
            </Text>
            <AnchorLink to="/profiles/$name" params={{ name: hunter.uniqueName }} size="sm" c="dimmed">
              @{hunter.uniqueName}
            </AnchorLink>
            <Text size="xs" c="dimmed">
              {t("{{submitted}} submitted · {{rewarded}} rewarded", {
                submitted: hunter.submittedCount,
                rewarded: hunter.rewardedCount,
              })}
            </Text>
          </div>
        </Group>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Paper>
  );
}
