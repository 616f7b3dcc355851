import type { TriageVulnerability } from "@bounty/shared";
import { Avatar, Group, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/text/markdown.tsx";
import { triageKey } from "../../../lib/query-keys.ts";
import { MessageComposer, ReportAttachments } from "../../reports/index.ts";
import { postTriageMessage, uploadTriageFiles } from "../api/triage-api.ts";

/**
 * The triage thread: triagers and the organization write to each other, with files (spec 2 §7: the
 * message, then its attachments); the hunter never reads it.
 */
export function TriageMessages({ vulnerability }: { vulnerability: TriageVulnerability }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const send = async (content: string, files: File[], onProgress: (fraction: number) => void) => {
    try {
      const next = await postTriageMessage(vulnerability.id, content);
      const mine = next.messages.at(-1);
      if (mine && files.length > 0) await uploadTriageFiles(mine.id, vulnerability.id, files, onProgress);
    } finally {
      await queryClient.invalidateQueries({ queryKey: triageKey });
    }
  };
  return (
    <Stack gap="sm">
      {vulnerability.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("No messages yet.")}
        </Text>
      ) : (
        vulnerability.messages.map((m) => (
          <Paper key={m.id} withBorder radius="md" p="sm" data-testid="triage-message">
            <Group gap={8} mb={4}>
              <Avatar src={m.sender?.icon} name={m.sender?.displayName} size={24} />
              <Text size="sm" fw={600}>
                {m.sender?.displayName ?? t("Deleted user")}
              </Text>
              <Text size="xs" c="dimmed">
                {date.format(new Date(m.createdAt))}
              </Text>
            </Group>
            <Stack gap="xs">
              <Markdown>{m.content}</Markdown>
              <ReportAttachments attachments={m.attachments} />
            </Stack>
          </Paper>
        ))
      )}
      <MessageComposer
        reportId={vulnerability.id}
        referenceScope={vulnerability.source.program.slug}
        canWriteNotes={false}
        thread="triage"
        onSendMessage={send}
        onSendNote={() => Promise.resolve()}
      />
    </Stack>
  );
}
