import { SECONDS_PER_DAY } from "@bounty/shared";
import { Group, Stack, Text, Title } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { OrganizationIcon } from "../../../organizations/index.ts";
import { HealthBadge } from "../../../stats/index.ts";
import { programQuery } from "../../api/program-query.ts";
import { ProgramBadges } from "../list/program-badges.tsx";
import { ProgramPageBanners } from "./program-page-banners.tsx";
import { ProgramTabs } from "./program-tabs.tsx";

/** /programs/{slug}: the program's header, its banners and tabs; the tab's page below. */
export function ProgramPageLayout({ slug }: { slug: string }) {
  const { data: program, abilities } = useSuspenseQuery(programQuery(slug)).data;
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <ProgramPageBanners program={program} abilities={abilities} />
      <Group gap="md" wrap="nowrap" align="flex-start">
        <OrganizationIcon organization={program.organization} size={64} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600} truncate>
            {program.organization.name}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2} style={{ overflowWrap: "anywhere" }}>
            {program.name}
          </Title>
          <Group gap="sm">
            <ProgramBadges program={program} />
            <ReplyTime seconds={program.replySpeed} />
          </Group>
          <div>
            <HealthBadge programId={program.id} />
          </div>
        </Stack>
      </Group>
      <ProgramTabs slug={slug} />
      <Outlet />
    </Stack>
  );
}

/** Spec §3: replySpeed is in seconds; the page shows business days. */
export function ReplyTime({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const days = Math.round(seconds / SECONDS_PER_DAY);
  return (
    <Group gap={4} wrap="nowrap">
      <IconClockHour4 size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c="dimmed">
        {days === 1
          ? t("Replies within 1 business day")
          : t("Replies within {{count}} business days", { count: days })}
      </Text>
    </Group>
  );
}
