import { TRIAGE_SUMMARY_PREVIEW, type TriageActionEntry } from "@bounty/shared";
import { Anchor, Avatar, Badge, Group, Stack, Text, Timeline } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTriageLabels } from "../../../lib/triage-labels.ts";

/** A summary cut at 150 characters with See More (spec 2 §5). */
function Summary({ text }: { text: string }) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  if (!text) return null;
  const long = text.length > TRIAGE_SUMMARY_PREVIEW;
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {long && !more ? `${text.slice(0, TRIAGE_SUMMARY_PREVIEW)}…` : text}
      {long ? (
        <>
          {" "}
          <Anchor component="button" type="button" size="sm" onClick={() => setMore(!more)}>
            {more ? t("See Less") : t("See More")}
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}

/** The action history, oldest first; a report without actions shows its initial triage step. */
export function TriageHistory({ actions, sentAt }: { actions: TriageActionEntry[]; sentAt: string }) {
  const { t, i18n } = useTranslation();
  const labels = useTriageLabels();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Timeline active={actions.length} bulletSize={22} lineWidth={2}>
      <Timeline.Item title={t("Submitted")} data-testid="triage-initial-step">
        <Text size="xs" c="dimmed">
          {date.format(new Date(sentAt))}
        </Text>
        {actions.length === 0 ? (
          <Badge mt={4} variant="light">
            {t("Initial step: {{stage}}", { stage: labels.stage.triage })}
          </Badge>
        ) : null}
      </Timeline.Item>
      {actions.map((action) => (
        <Timeline.Item
          key={action.id}
          data-testid="triage-step"
          title={
            <Group gap={6}>
              <Badge variant="light" color="grape">
                {labels.stage[action.type]}
              </Badge>
              <Text size="sm" fw={600}>
                {labels.button[action.type]}
              </Text>
            </Group>
          }
        >
          <Stack gap={4} mt={4}>
            <Group gap={6}>
              <Avatar src={action.createdBy?.icon} name={action.createdBy?.displayName} size={20} />
              <Text size="xs" c="dimmed">
                {action.createdBy?.displayName ?? t("Deleted user")} ·{" "}
                {date.format(new Date(action.createdAt))}
              </Text>
            </Group>
            <Summary text={action.summary} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
