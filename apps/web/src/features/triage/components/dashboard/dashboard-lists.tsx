import { TRIAGE_URGENT_COUNT_CAP, type TriageDashboard, type TriageDashboardEntry } from "@bounty/shared";
import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { formatNumber } from "../../../../lib/money.ts";
import { relativeTime } from "../../../../lib/relative-time.ts";
import { useTriageLabels } from "../../../../lib/triage-labels.ts";
import { SeverityBadge } from "../../../severity/index.ts";

type ListName = "nextUp" | "urgent" | "recentlySubmitted" | "recentMessages";

function Entry({ programId, entry, now }: { programId: string; entry: TriageDashboardEntry; now: number }) {
  const { t, i18n } = useTranslation();
  const labels = useTriageLabels();
  return (
    <Stack
      gap={4}
      component="li"
      py={8}
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <AnchorLink
        to="/triage/$programId/reports/$reportId"
        params={{ programId, reportId: entry.id }}
        fz="sm"
        fw={600}
        lineClamp={2}
      >
        {`#${entry.number} ${entry.title}`}
      </AnchorLink>
      {entry.summary ? (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {entry.summary}
        </Text>
      ) : null}
      <Group gap={6} wrap="wrap">
        {entry.severity ? <SeverityBadge severity={entry.severity} /> : null}
        <Badge variant="outline" color={entry.lastAction ? "grape" : "blue"}>
          {entry.lastAction ? labels.stage[entry.lastAction.type] : t("Not triaged yet")}
        </Badge>
        <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
          {relativeTime(new Date(entry.createdAt).getTime() - now, i18n.language)}
        </Text>
      </Group>
    </Stack>
  );
}

/** Spec 2 §2: the dashboard's four lists of five, each a section with its own heading. */
export function DashboardLists({ programId, dashboard }: { programId: string; dashboard?: TriageDashboard }) {
  const { t, i18n } = useTranslation();
  const now = Date.now();
  const lists: { name: ListName; title: string; empty: string }[] = [
    { name: "nextUp", title: t("Next Up"), empty: t("No Reports") },
    {
      name: "urgent",
      title: t(">3 Days Since Last Action"),
      empty: t("No Reports"),
    },
    { name: "recentlySubmitted", title: t("Recently Submitted"), empty: t("No Reports") },
    { name: "recentMessages", title: t("Recent Messages"), empty: t("No Reports") },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {lists.map(({ name, title, empty }) => (
        <Paper
          key={name}
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby={`triage-${name}`}
        >
          <Group justify="space-between" mb={4} gap="xs">
            <Title order={2} size="h5" id={`triage-${name}`}>
              {title}
            </Title>
            {name === "urgent" && dashboard && dashboard.urgentTotal > 0 ? (
              <Badge
                color="red"
                variant="light"
                aria-label={t("Urgent: {{count}}", { count: dashboard.urgentTotal })}
              >
                {dashboard.urgentTotal >= TRIAGE_URGENT_COUNT_CAP
                  ? `${formatNumber(TRIAGE_URGENT_COUNT_CAP, i18n.language)}+`
                  : formatNumber(dashboard.urgentTotal, i18n.language)}
              </Badge>
            ) : null}
          </Group>
          {!dashboard ? (
            <Stack gap="xs" mt="xs">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={36} />
              ))}
            </Stack>
          ) : dashboard[name].length === 0 ? (
            <Text size="sm" c="dimmed" py="sm">
              {empty}
            </Text>
          ) : (
            <Stack
              gap={0}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: "none" }}
              data-testid={`triage-${name}`}
            >
              {dashboard[name].map((entry) => (
                <Entry key={`${entry.id}-${entry.createdAt}`} programId={programId} entry={entry} now={now} />
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
