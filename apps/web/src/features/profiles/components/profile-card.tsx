import type { PublicUser } from "@bounty/shared";
import { Badge, Box, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendar, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { countryName } from "../../../lib/countries.ts";
import { formatNumber } from "../../../lib/money.ts";
import { SocialLinks } from "./social-links.tsx";

/** A profile's public details: names, bio, country and social links; `action` sits top right (the owner's 'Edit profile'). */
export function ProfileCard({ user, action }: { user: PublicUser; action?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const memberSince = new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "long" }).format(
    new Date(user.createdAt),
  );
  return (
    <Card shadow="sm" padding="xl">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <UserAvatar user={user} size={96} radius={96} />
        <Stack gap={6} style={{ flex: "1 1 280px", minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {user.displayName}
            </Title>
            {user.openForEmployment && (
              <Badge color="teal" variant="light">
                {t("Open for employment")}
              </Badge>
            )}
          </Group>
          <Text c="dimmed">@{user.uniqueName}</Text>
          <Group gap="lg" mt={4} c="dimmed">
            {user.country && (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm">{countryName(user.country, i18n.language)}</Text>
              </Group>
            )}
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">{t("Member since {{date}}", { date: memberSince })}</Text>
            </Group>
          </Group>
        </Stack>
        {action}
      </Group>
      <Box component="section" aria-label={t("Public record")} mt="lg">
        <Group gap="xl" component="dl" m={0}>
          {[
            [t("Points"), user.points],
            [t("Reports submitted"), user.submittedCount],
            [t("Reports rewarded"), user.rewardedCount],
          ].map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text component="dd" fz="xl" fw={700} m={0}>
                {formatNumber(Number(value), i18n.language)}
              </Text>
            </div>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t("In public programs. 1 point per ¥1,000 rewarded.")}
        </Text>
      </Box>
      <Divider my="lg" />
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="xs" style={{ flex: "2 1 320px" }}>
          <Text fw={600} size="sm" tt="uppercase" c="dimmed">
            {t("About")}
          </Text>
          {user.bio ? (
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{user.bio}</Text>
          ) : (
            <Text c="dimmed" fs="italic">
              {t("No bio yet.")}
            </Text>
          )}
        </Stack>
        {user.socials.length > 0 && (
          <Stack gap="xs" style={{ flex: "1 1 200px" }}>
            <Text fw={600} size="sm" tt="uppercase" c="dimmed">
              {t("Links")}
            </Text>
            <SocialLinks socials={user.socials} />
          </Stack>
        )}
      </Group>
    </Card>
  );
}
