import type { ReportNote } from "@bounty/shared";
import { ActionIcon, Avatar, Group, Paper, Stack, Text } from "@mantine/core";
import { IconLock, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** An internal note in the organization's timeline: marked, tinted, and never shown to a hunter. */
export function NoteItem({ note, onDelete }: { note: ReportNote; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const name = note.sender?.displayName ?? t("Deleted user");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(note.sentAt),
  );
  return (
    <Paper
      radius="md"
      p="md"
      component="article"
      aria-label={t("Internal note from {{name}}", { name })}
      bg="var(--mantine-color-yellow-light)"
      style={{ borderInlineStart: "4px solid var(--mantine-color-yellow-filled)" }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap">
            <Avatar src={note.sender?.icon} size={28} radius="xl" alt="" />
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Group gap={4}>
              <IconLock size={14} aria-hidden />
              <Text size="xs" fw={600}>
                {t("Internal note")}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              <time dateTime={note.sentAt}>{dateTime}</time>
            </Text>
          </Group>
          {note.can.delete ? (
            <ActionIcon variant="subtle" color="gray" aria-label={t("Delete the note")} onClick={onDelete}>
              <IconTrash size={16} />
            </ActionIcon>
          ) : null}
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {note.content}
        </Text>
      </Stack>
    </Paper>
  );
}
