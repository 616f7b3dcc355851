import { Anchor, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconRss } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { Pager } from "../../../components/pages/pager.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { programDisclosuresQuery, programFeedUrl } from "../api/disclosure-api.ts";
import { DisclosureFacts } from "./disclosure-facts.tsx";

interface ProgramDisclosuresProps {
  program: { id: string; slug: string };
  page: number;
  onPageChange: (page: number) => void;
  /** What the tab shows when nothing is disclosed yet. */
  empty: ReactNode;
}

/** The program's Disclosed tab: its published disclosures, newest first, 20 a page, and its feed. */
export function ProgramDisclosures({ program, page, onPageChange, empty }: ProgramDisclosuresProps) {
  const { t } = useTranslation();
  const list = useQuery(programDisclosuresQuery(program.id, page));
  if (list.isPending) return <Skeleton height={120} radius="md" />;
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} />;
  if (list.data.meta.total === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t("Disclosed reports: {{count}}", { count: list.data.meta.total })}
        </Text>
        <Anchor href={programFeedUrl(program.id)} size="sm" target="_blank" rel="noopener">
          <Group gap={4} wrap="nowrap" component="span">
            <IconRss size={16} aria-hidden />
            {t("Follow in a feed reader (Atom)")}
          </Group>
        </Anchor>
      </Group>
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {list.data.data.map((d) => (
          <Paper key={d.id} withBorder radius="md" p="md" component="li">
            <Stack gap={8}>
              <AnchorLink
                to="/programs/$slug/disclosures/$disclosureId"
                params={{ slug: program.id, disclosureId: d.id }}
                fw={700}
                size="lg"
                style={{ overflowWrap: "anywhere" }}
              >
                {d.title}
              </AnchorLink>
              <DisclosureFacts disclosure={d} />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Pager
        total={Math.ceil(list.data.meta.total / list.data.meta.perPage)}
        value={page}
        onChange={onPageChange}
      />
    </Stack>
  );
}
