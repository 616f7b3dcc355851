import { REPORT_STATE_GROUPS, type ReportList } from "@bounty/shared";
import { Group, Paper, Text } from "@mantine/core";
import { IconUserCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { api } from "../../../../lib/api-client.ts";
import { reportsKey } from "../../../../lib/query-keys.ts";

/** What still needs its owner: not yet decided, or accepted and not yet fixed. */
const OPEN = [...REPORT_STATE_GROUPS.open, "unresolved"] as const;

/**
 * Issue 47: the open reports assigned to the viewer, the count a lead's day starts from, with the
 * link to exactly those. Under the reports' key, so an assignment anywhere refreshes it.
 */
export function WaitingOnMe({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const mine = useQuery({
    queryKey: [...reportsKey, "waiting-on-me", organizationId],
    queryFn: ({ signal }) =>
      api.get<ReportList>("/reports", {
        query: { view: "org", organization: organizationId, assignee: "me", state: [...OPEN], perPage: 1 },
        signal,
        toast: false,
      }),
  });
  if (!mine.data) return null;
  const count = mine.data.meta.total;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("Waiting on me")}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <IconUserCheck size={20} aria-hidden />
          <Text fw={600}>{t("Waiting on me: {{count}}", { count })}</Text>
        </Group>
        <AnchorLink
          to="/organizations/$id/reports"
          params={{ id: organizationId }}
          search={{ assignee: count > 0 ? "me" : "none", status: [...OPEN] }}
          fz="sm"
        >
          {count > 0 ? t("Open my reports") : t("Reports nobody owns yet")}
        </AnchorLink>
      </Group>
    </Paper>
  );
}
