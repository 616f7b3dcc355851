import type { Activity } from "@bounty/shared";
import { Anchor, Avatar, Group, Text } from "@mantine/core";
import { IconBug, IconListSearch } from "@tabler/icons-react";
import { UserAvatar } from "../../../../components/people/user-avatar.tsx";
import { PlainLink } from "../../../../components/text/plain-link.tsx";
import { ActivitySentence } from "./activity-sentence.tsx";
import { ActivityTime } from "./activity-time.tsx";

/** One line of the organization's feed: who, what (linked), when, and the program or report it concerns. */
export function ActivityLine({ activity, organizationId }: { activity: Activity; organizationId: string }) {
  const base = `/organizations/${organizationId}`;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py="sm" data-testid="activity-line">
      {activity.actor ? <UserAvatar user={activity.actor} size={36} /> : <Avatar size={36} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <ActivitySentence activity={activity} />
        </Text>
        <Group gap="xs" mt={2} wrap="wrap">
          <ActivityTime at={activity.createdAt} />
          {activity.program && (
            // The program pages arrive with the programs issue, hence the plain link.
            <Anchor component={PlainLink} href={`${base}/programs/${activity.program.id}`} size="xs">
              <Group component="span" gap={4} wrap="nowrap">
                <IconListSearch size={14} aria-hidden />
                {activity.program.name}
              </Group>
            </Anchor>
          )}
          {activity.report && (
            <Anchor component={PlainLink} href={`${base}/reports/${activity.report.id}`} size="xs">
              <Group component="span" gap={4} wrap="nowrap">
                <IconBug size={14} aria-hidden />
                {activity.report.title}
              </Group>
            </Anchor>
          )}
        </Group>
      </div>
    </Group>
  );
}
