import { type Report, vrtPathName } from "@bounty/shared";
import { Alert, Avatar, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/text/links.tsx";
import { Markdown } from "../../../components/text/markdown.tsx";
import { formatCredit } from "../../../lib/money.ts";
import { inboxKey } from "../../../lib/query-keys.ts";
import { useShortcuts } from "../../../lib/shortcuts.ts";
import { ReportDisclosurePanel } from "../../disclosures/index.ts";
import { markInboxRead } from "../../inbox/index.ts";
import { scopeCategoryLabels } from "../../programs/index.ts";
import { ReportStateBadge, useReportStateLabels } from "../../report-states/index.ts";
import { RetestPanel } from "../../retests/index.ts";
import { rewardRangeOf, rewardSystemOf } from "../../rewards/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { SeverityBadge, useSeverityLabels, useVrtLanguage } from "../../severity/index.ts";
import { activitiesQuery } from "../api/messages-query.ts";
import { reportQuery } from "../api/reports-query.ts";
import { PossibleDuplicates } from "./possible-duplicates.tsx";
import { ReportActions } from "./report-actions.tsx";
import { ReportAttachments } from "./report-attachments.tsx";
import { ReportConversation } from "./report-conversation.tsx";
import { neighbourOf } from "./table/use-list-keys.ts";
import { TargetBadge } from "./target-badge.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div style={{ overflowWrap: "anywhere" }}>{children}</div>
    </Stack>
  );
}

/** The metadata side panel: program, sender, dates, scope, type and the hunter's assessment. */
function ReportFacts({ report, view }: { report: Report; view: "hunter" | "org" }) {
  const { t, i18n } = useTranslation();
  const language = useVrtLanguage();
  const categories = scopeCategoryLabels(t);
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const criticality = report.criticality;
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t("Report details")}>
      <Stack gap="md">
        <Fact label={t("Program")}>
          {view === "org" ? (
            <AnchorLink
              to="/organizations/$id/programs/$programId"
              params={{ id: report.program.organization.id, programId: report.program.id }}
            >
              {report.program.name}
            </AnchorLink>
          ) : (
            <AnchorLink to="/programs/$slug" params={{ slug: report.program.slug }}>
              {report.program.name}
            </AnchorLink>
          )}
          <Text size="sm" c="dimmed">
            {report.program.organization.name}
          </Text>
        </Fact>
        <Fact label={t("Sent by")}>
          {report.sender ? (
            <Group gap="xs" wrap="nowrap">
              <Avatar src={report.sender.icon} size={24} radius="xl" alt="" />
              <AnchorLink to="/profiles/$name" params={{ name: report.sender.uniqueName }}>
                {report.sender.displayName}
              </AnchorLink>
            </Group>
          ) : (
            <Text c="dimmed">{report.isImport ? t("Imported (no hunter)") : t("Deleted user")}</Text>
          )}
        </Fact>
        <Fact label={t("Sent")}>
          <Text size="sm">{dateTime(report.sentAt)}</Text>
        </Fact>
        <Fact label={t("Scope")}>
          <Text size="sm">{report.scope.identifier}</Text>
          {report.scope.type.length > 0 ? (
            <Text size="xs" c="dimmed">
              {report.scope.type.map((c) => categories[c]).join(", ")}
            </Text>
          ) : null}
        </Fact>
        <Fact label={t("Vulnerability type")}>
          <Text size="sm">{report.vrt ? vrtPathName(report.vrt, language) : t("Not given")}</Text>
        </Fact>
        <Fact label={t("Severity")}>
          {criticality ? (
            <Stack gap={4}>
              <div>
                <SeverityBadge
                  severity={criticality.severity}
                  score={criticality.type === "cvss" ? criticality.score : undefined}
                />
              </div>
              {criticality.type === "cvss" ? (
                <Text size="xs" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                  {criticality.vector}
                </Text>
              ) : (
                <Text size="xs" c="dimmed">
                  {t("Set by the hunter")}
                </Text>
              )}
            </Stack>
          ) : report.severity ? (
            <Stack gap={4}>
              <div>
                <SeverityBadge severity={report.severity} />
              </div>
              <Text size="xs" c="dimmed">
                {t("From the vulnerability type")}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">{t("Not given")}</Text>
          )}
        </Fact>
        {report.orgAssessment ? (
          <Fact label={t("The organization's severity")}>
            <Stack gap={4}>
              <div>
                <SeverityBadge
                  severity={report.orgAssessment.severity}
                  score={report.orgAssessment.type === "cvss" ? report.orgAssessment.score : undefined}
                />
              </div>
              {report.orgAssessment.type === "cvss" ? (
                <Text size="xs" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                  {report.orgAssessment.vector}
                </Text>
              ) : null}
            </Stack>
          </Fact>
        ) : null}
        {report.program.type !== "vdp" ? <RewardFacts report={report} /> : null}
        {report.duplicateOf ? (
          <Fact label={t("Duplicate of")}>
            <AnchorLink
              to="/ref/$scope/$number"
              params={{ scope: report.program.slug, number: String(report.duplicateOf.number) }}
            >
              #{report.duplicateOf.number}
            </AnchorLink>
          </Fact>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * What the report earned (the sum of its rewards, from the timeline's events) and what the program's
 * reward table, as it stood when the report was sent, gives a report like it.
 */
function RewardFacts({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  const severities = useSeverityLabels();
  const activities = useQuery(activitiesQuery(report.id));
  const system = rewardSystemOf(report);
  const money = (n: number) => formatCredit(n, system, i18n.language);
  const rewards = (activities.data?.data ?? []).filter((a) => a.type === "report.rewarded");
  const total = rewards.reduce((sum, a) => sum + (a.info.amount ?? 0), 0);
  const range = rewardRangeOf(report);
  return (
    <>
      <Fact label={t("Rewarded")}>
        <Text
          size="sm"
          fw={rewards.length > 0 ? 600 : undefined}
          c={rewards.length > 0 ? undefined : "dimmed"}
        >
          {rewards.length > 0 ? money(total) : t("Not rewarded yet")}
        </Text>
      </Fact>
      <Fact label={t("Reward table")}>
        {range ? (
          <Text size="sm">
            {t("{{severity}}: {{range}}", {
              severity: severities[range.level],
              range:
                range.from === range.to ? money(range.from) : `${money(range.from)} – ${money(range.to)}`,
            })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("No range for this severity")}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t("As it stood when the report was sent")}
        </Text>
      </Fact>
    </>
  );
}

/**
 * A report as its sender (view hunter) or the program's staff (view org) read it: the title, its
 * state, the description rendered from Markdown and its files, then the conversation (and the
 * staff's internal notes), beside the metadata.
 */
export function ReportPage({ id, view }: { id: string; view: "hunter" | "org" }) {
  const { t } = useTranslation();
  const { data: report } = useSuspenseQuery(reportQuery(id, view));
  const navigate = useNavigate();
  const userId = useCurrentUser()?.id ?? "";
  const reader = view === "org" ? "staff" : "hunter";
  const stateLabels = useReportStateLabels(reader);
  // `[` and `]`: the previous and next report of the list this one was opened from.
  const go = (step: 1 | -1) => {
    const next = neighbourOf(id, step);
    if (!next || next.view !== view) return;
    if (view === "org")
      void navigate({
        to: "/organizations/$id/reports/$reportId",
        params: { id: report.program.organization.id, reportId: next.id },
      });
    else void navigate({ to: "/reports/$id", params: { id: next.id } });
  };
  useShortcuts({ "[": () => go(-1), "]": () => go(1) });
  // Opening the report reads its inbox lines (issue 31): the bell's count follows.
  const queryClient = useQueryClient();
  useEffect(() => {
    void markInboxRead({ report: id })
      .then((r) => (r.marked > 0 ? queryClient.invalidateQueries({ queryKey: inboxKey }) : undefined))
      .catch(() => undefined);
  }, [id, queryClient]);
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {view === "org" ? (
            <AnchorLink to="/organizations/$id/reports" params={{ id: report.program.organization.id }}>
              {t("Reports")}
            </AnchorLink>
          ) : (
            <AnchorLink to="/reports">{t("Reports")}</AnchorLink>
          )}
          {` / #${report.number}`}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
          {report.title}
        </Title>
        <Group gap="xs">
          <ReportStateBadge state={report.state} size="lg" reader={reader} />
          <Text size="sm" fw={500} data-testid="state-meaning">
            {stateLabels[report.state].meaning}
          </Text>
          {view === "org" && report.target ? <TargetBadge target={report.target} /> : null}
          <Text size="sm" c="dimmed">
            {t("Report #{{number}} to {{program}}", { number: report.number, program: report.program.name })}
          </Text>
        </Group>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="lg" component="article" aria-label={t("Description")}>
            <Stack gap="md">
              <Markdown referenceScope={report.program.slug}>{report.content}</Markdown>
              <ReportAttachments attachments={report.attachments} />
            </Stack>
          </Paper>
          {view === "hunter" && !report.seen ? (
            <Alert mt="md" variant="light" icon={<IconInfoCircle size={18} />} title={t("Not read yet")}>
              {t("The program's team has not read your report yet. You will be notified when they reply.")}
            </Alert>
          ) : null}
          <Stack mt="xl">
            <ReportConversation report={report} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {view === "org" && report.abilities.setState ? <ReportActions report={report} /> : null}
            {view === "org" && report.abilities.compare ? <PossibleDuplicates report={report} /> : null}
            <RetestPanel reportId={report.id} userId={userId} />
            <ReportFacts report={report} view={view} />
            <ReportDisclosurePanel report={report} view={view} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
