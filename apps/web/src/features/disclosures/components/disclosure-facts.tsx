import type { Disclosure } from "@bounty/shared";
import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { formatCredit } from "../../../lib/money.ts";
import { SeverityBadge } from "../../severity/index.ts";

/** Who reported it, its severity, what it was paid and when it went public: a disclosure's facts. */
export function DisclosureFacts({
  disclosure: d,
  avatarSize = 24,
}: {
  disclosure: Disclosure;
  avatarSize?: number;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <Group gap="md" wrap="wrap">
      {d.reportedBy ? (
        <Group gap={6} wrap="nowrap">
          <UserAvatar user={d.reportedBy} size={avatarSize} />
          <AnchorLink to="/profiles/$name" params={{ name: d.reportedBy.uniqueName }} size="sm" fw={600}>
            {d.reportedBy.displayName}
          </AnchorLink>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t("Anonymous hunter")}
        </Text>
      )}
      {d.criticality ? <SeverityBadge severity={d.criticality} /> : null}
      {d.rewardAmount !== null ? (
        <Text size="sm" fw={600}>
          {t("Rewarded {{amount}}", { amount: formatCredit(d.rewardAmount, d.creditSystem, i18n.language) })}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {d.status === "published"
          ? t("Disclosed {{date}}", { date: date.format(new Date(d.publishedAt)) })
          : t("Goes public on {{date}}", { date: date.format(new Date(d.publishedAt)) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("Reported {{date}}", { date: date.format(new Date(d.reportedAt)) })}
      </Text>
    </Group>
  );
}
