import type { ReportSummary } from "@bounty/shared";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/text/links.tsx";
import { LabelBadges } from "../../labels/index.ts";
import { ReportStateBadge } from "../../report-states/index.ts";
import { SeverityBadge } from "../../severity/index.ts";
import { TargetBadge } from "./target-badge.tsx";

/** How a report row is reached: the hunter's page, or the organization's. */
export type ReportLinkTarget = { view: "hunter" } | { view: "org"; organizationId: string };

/** One report in a list: number and title (the link), program, sender, dates, severity and state. */
export function ReportListRow({ report, target }: { report: ReportSummary; target: ReportLinkTarget }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const title = `#${report.number} ${report.title}`;
  return (
    <Paper withBorder p="md" radius="md" component="li" style={{ listStyle: "none" }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {target.view === "org" ? (
            <AnchorLink
              data-row-link
              to="/organizations/$id/reports/$reportId"
              params={{ id: target.organizationId, reportId: report.id }}
              fw={600}
              style={{ overflowWrap: "anywhere" }}
            >
              {title}
            </AnchorLink>
          ) : (
            <AnchorLink
              data-row-link
              to="/reports/$id"
              params={{ id: report.id }}
              fw={600}
              style={{ overflowWrap: "anywhere" }}
            >
              {title}
            </AnchorLink>
          )}
          <Text size="sm" c="dimmed">
            {target.view === "org" && report.sender
              ? t("{{program}} · by {{sender}} · sent {{date}}", {
                  program: report.program.name,
                  sender: report.sender.displayName,
                  date: date(report.sentAt),
                })
              : t("{{program}} · sent {{date}}", { program: report.program.name, date: date(report.sentAt) })}
            {report.lastCommentAt
              ? ` · ${t("last comment {{date}}", { date: date(report.lastCommentAt) })}`
              : ""}
          </Text>
          {target.view === "org" ? <LabelBadges labels={report.labels} size="xs" /> : null}
        </Stack>
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ flexShrink: 0, maxWidth: "45%" }}>
          {target.view === "org" && report.target ? <TargetBadge target={report.target} /> : null}
          {report.severity ? <SeverityBadge severity={report.severity} /> : null}
          <ReportStateBadge state={report.state} reader={target.view === "org" ? "staff" : "hunter"} />
        </Group>
      </Group>
    </Paper>
  );
}
