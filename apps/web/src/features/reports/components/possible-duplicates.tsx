import type { Report } from "@bounty/shared";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/text/links.tsx";
import { ReportStateBadge } from "../../report-states/index.ts";
import { duplicatesQuery } from "../api/messages-query.ts";

/** Earlier reports of the program that look like this one, so the staff spot a duplicate first. */
export function PossibleDuplicates({ report }: { report: Report }) {
  const { t } = useTranslation();
  const duplicates = useQuery(duplicatesQuery(report.id));
  if (!duplicates.data) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("Possible duplicates")}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t("Possible duplicates")}
        </Text>
        {duplicates.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("No similar earlier reports.")}
          </Text>
        ) : (
          duplicates.data.map((d) => (
            <Group key={d.id} gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <AnchorLink
                to="/organizations/$id/reports/$reportId"
                params={{ id: report.program.organization.id, reportId: d.id }}
                size="sm"
                style={{ overflowWrap: "anywhere" }}
              >
                #{d.number} {d.title}
              </AnchorLink>
              <ReportStateBadge state={d.state} size="sm" style={{ flexShrink: 0 }} />
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
