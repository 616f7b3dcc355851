import type { AuditEntry } from "@bounty/shared";
import { Anchor, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What the action was done to: a report, a person, a program or the organization, most specific first. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const lines: string[] = [];
  if (entry.report) lines.push(`#${entry.report.number} ${entry.report.title}`);
  if (entry.user) lines.push(`${entry.user.displayName} (@${entry.user.uniqueName})`);
  if (entry.program) lines.push(entry.program.name);
  if (entry.organization && lines.length === 0) lines.push(entry.organization.name);
  if (lines.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      {lines.map((line, i) => (
        <Text key={line} size="sm" c={i === 0 ? undefined : "dimmed"} lineClamp={1} title={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Who, with a way to see only their entries. */
export function AuditActor({
  entry,
  onPick,
}: {
  entry: AuditEntry;
  onPick: (id: string, name: string) => void;
}) {
  const { t } = useTranslation();
  if (!entry.actor) return <Text c="dimmed">{t("The platform")}</Text>;
  const { id, displayName, uniqueName } = entry.actor;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => onPick(id, displayName)}
      title={t("Only {{name}}'s entries", { name: displayName })}
      ta="left"
    >
      {displayName}{" "}
      <Text span size="xs" c="dimmed">
        @{uniqueName}
      </Text>
    </Anchor>
  );
}

/** From which session or API key: a short form to tell them apart, the whole id on hover and in the CSV. */
export function AuditVia({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const id = entry.sessionId ?? entry.apiKeyId;
  if (!entry.via || !id) return <Text c="dimmed">—</Text>;
  return (
    <Text size="sm" title={id}>
      {entry.via === "session" ? t("Session") : t("API key")} <Code>{id.slice(0, 8)}</Code>
    </Text>
  );
}

/** On a phone, each entry reads as a card: the action and when, then who, what and from where. */
export function AuditCards({
  entries,
  when,
  onPick,
}: {
  entries: AuditEntry[];
  when: (iso: string) => string;
  onPick: (id: string, name: string) => void;
}) {
  return (
    <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {entries.map((entry) => (
        <Paper key={entry.id} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Code>{entry.action}</Code>
            <Text size="xs" c="dimmed">
              {when(entry.createdAt)}
            </Text>
          </Group>
          <Stack gap={2} mt={6}>
            <AuditActor entry={entry} onPick={onPick} />
            <AuditTarget entry={entry} />
            <AuditVia entry={entry} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
