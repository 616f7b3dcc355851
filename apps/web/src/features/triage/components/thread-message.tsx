import type { ReportAttachment, ReportPerson } from "@bounty/shared";
import { Avatar, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/text/markdown.tsx";
import { ReportAttachments } from "../../reports/index.ts";

/** One message as the triage pages show it: who, when, what it says (null once deleted), its files. */
export function ThreadMessage(props: {
  sender: ReportPerson | null;
  createdAt: string;
  content: string | null;
  attachments: ReportAttachment[];
  tag?: ReactNode;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Paper withBorder radius="md" p="sm" data-testid={props.testId}>
      <Group gap={8} mb={4}>
        <Avatar src={props.sender?.icon} name={props.sender?.displayName} size={24} />
        <Text size="sm" fw={600}>
          {props.sender?.displayName ?? t("Deleted user")}
        </Text>
        {props.tag}
        <Text size="xs" c="dimmed">
          {date.format(new Date(props.createdAt))}
        </Text>
      </Group>
      {props.content === null ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t("This message was deleted.")}
        </Text>
      ) : (
        <Stack gap="xs">
          <Markdown>{props.content}</Markdown>
          <ReportAttachments attachments={props.attachments} />
        </Stack>
      )}
    </Paper>
  );
}
