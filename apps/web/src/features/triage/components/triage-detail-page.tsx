import { vrtPathName } from "@bounty/shared";
import { Badge, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/text/links.tsx";
import { Markdown } from "../../../components/text/markdown.tsx";
import { useTriageLabels } from "../../../lib/triage-labels.ts";
import { ReportAttachments, ReportStateBadge } from "../../reports/index.ts";
import { RetestPanel } from "../../retests/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { SeverityBadge, useVrtLanguage } from "../../severity/index.ts";
import { vulnerabilityQuery } from "../api/triage-queries.ts";
import { TriageActionBar } from "./triage-action-bar.tsx";
import { TriageConversation } from "./triage-conversation.tsx";
import { TriageHistory } from "./triage-history.tsx";
import { TriageMessages } from "./triage-messages.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** /triage/{programId}/reports/{id} (spec 2 §2): the vulnerability, its steps, its thread and the next step. */
export function TriageDetailPage({ programId, reportId }: { programId: string; reportId: string }) {
  const { t, i18n } = useTranslation();
  const labels = useTriageLabels();
  const language = useVrtLanguage();
  const v = useSuspenseQuery(vulnerabilityQuery(programId, reportId)).data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const type = v.types[0]?.typeId;
  const userId = useCurrentUser()?.id ?? "";
  return (
    <Stack gap="lg">
      <AnchorLink to="/triage/$programId/reports" params={{ programId }} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("Triage queue")}
        </Group>
      </AnchorLink>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
          {`#${v.number} ${v.title}`}
        </Title>
        <Group gap="xs">
          <Badge variant="filled" color="grape" data-testid="triage-stage">
            {v.lastAction ? labels.stage[v.lastAction.type] : t("Not triaged yet")}
          </Badge>
          <ReportStateBadge state={v.state} />
          {v.severity ? <SeverityBadge severity={v.severity} /> : null}
        </Group>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <TriageActionBar vulnerability={v} />
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section title={t("Description")}>
              <Stack gap="md">
                <Markdown>{v.description}</Markdown>
                {/* The hunter's proof of concept, downloaded through the triage's own path. */}
                {v.attachments.length > 0 ? <ReportAttachments attachments={v.attachments} /> : null}
              </Stack>
            </Section>
            <Section title={t("Action history")}>
              <TriageHistory actions={v.actions} sentAt={v.createdAt} />
            </Section>
            <Section title={t("Conversation with the hunter")}>
              <TriageConversation vulnerability={v} />
            </Section>
            <Section title={t("Triage messages")}>
              <TriageMessages vulnerability={v} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <RetestPanel reportId={reportId} userId={userId} />
            <Paper withBorder radius="md" p="lg" component="aside" aria-label={t("Report details")}>
              <Stack gap="md">
                <Fact label={t("Hunter")}>
                  {v.isImport ? (
                    <Badge variant="light" color="gray" data-testid="triage-imported">
                      {t("Imported")}
                    </Badge>
                  ) : (
                    (v.source.hunter?.displayName ?? t("Anonymous"))
                  )}
                </Fact>
                <Fact label={t("Program")}>{v.source.program.name}</Fact>
                <Fact label={t("Organization")}>{v.source.organization.name}</Fact>
                <Fact label={t("Target")}>
                  {v.target.identifier}
                  {v.target.path ? ` ${v.target.path}` : ""}
                </Fact>
                {v.originalResource ? (
                  <Fact label={t("Duplicate of")}>#{v.originalResource.number}</Fact>
                ) : null}
                <Fact label={t("Vulnerability type")}>{type ? vrtPathName(type, language) : "—"}</Fact>
                <Fact label={t("Sent")}>{date.format(new Date(v.source.sentAt))}</Fact>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
