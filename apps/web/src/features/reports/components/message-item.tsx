import type { ReportMessage } from "@bounty/shared";
import {
  ActionIcon,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { Markdown } from "../../../components/text/markdown.tsx";
import { MessageRevisions } from "./message-revisions.tsx";
import { ReportAttachments } from "./report-attachments.tsx";

interface MessageItemProps {
  message: ReportMessage;
  referenceScope: string;
  onEdit: (content: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** One message of the conversation: who, which side, when, the text in Markdown and its files. */
export function MessageItem({ message, referenceScope, onEdit, onDelete }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [history, setHistory] = useState(false);
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const name = message.sender?.displayName ?? t("Deleted user");
  const run = async (action: () => Promise<unknown>, after: () => void) => {
    setPending(true);
    try {
      await action();
      after();
    } catch {
      // The API client's toast says what went wrong; the text stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t("Message from {{name}}", { name })}
      bg={message.affiliation === "member" ? "var(--mantine-color-default-hover)" : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="wrap">
            <Avatar src={message.sender?.icon} size={28} radius="xl" alt="" />
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Badge variant="light" color={message.affiliation === "member" ? "indigo" : "teal"} size="sm">
              {message.affiliation === "member" ? t("Organization") : t("Hunter")}
            </Badge>
            <Text size="xs" c="dimmed">
              <time dateTime={message.sentAt}>{dateTime(message.sentAt)}</time>
            </Text>
            {message.revisions > 0 && !message.deleted ? (
              <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => setHistory(true)}>
                {t("edited")}
              </Anchor>
            ) : null}
          </Group>
          {message.can.edit || message.can.delete ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t("Message actions")}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {message.can.edit ? (
                  <Menu.Item onClick={() => setDraft(message.content ?? "")}>{t("Edit")}</Menu.Item>
                ) : null}
                {message.can.delete ? (
                  <Menu.Item color="red" onClick={() => setConfirming(true)}>
                    {t("Delete")}
                  </Menu.Item>
                ) : null}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        {message.deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t("Deleted by {{name}} on {{date}}", {
              name: message.deletedBy?.displayName ?? t("Deleted user"),
              date: dateTime(message.deletedAt ?? message.sentAt),
            })}
          </Text>
        ) : draft !== null ? (
          <Stack gap="xs">
            <Textarea
              aria-label={t("Edit the message")}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              autosize
              minRows={3}
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setDraft(null)} disabled={pending}>
                {t("Cancel")}
              </Button>
              <Button
                size="xs"
                loading={pending}
                disabled={draft.trim() === ""}
                onClick={() =>
                  void run(
                    () => onEdit(draft),
                    () => setDraft(null),
                  )
                }
              >
                {t("Save")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <>
            <Markdown referenceScope={referenceScope}>{message.content ?? ""}</Markdown>
            <ReportAttachments attachments={message.attachments} />
          </>
        )}
      </Stack>
      {history ? (
        <MessageRevisions
          messageId={message.id}
          referenceScope={referenceScope}
          onClose={() => setHistory(false)}
        />
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t("Delete this message?")}
        confirmLabel={t("Delete")}
        isPending={pending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run(onDelete, () => setConfirming(false))}
      >
        <Text size="sm">
          {t(
            "Its text and files will be gone for everyone. The conversation will show who deleted it and when.",
          )}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
