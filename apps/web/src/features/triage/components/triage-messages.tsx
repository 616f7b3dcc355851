import type { TriageVulnerability } from "@bounty/shared";
import { Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { triageKey } from "../../../lib/query-keys.ts";
import { MessageComposer } from "../../reports/index.ts";
import { postTriageMessage, uploadTriageFiles } from "../api/triage-api.ts";
import { ThreadMessage } from "./thread-message.tsx";

/**
 * The triage thread: triagers and the organization write to each other, with files (spec 2 §7: the
 * message, then its attachments); the hunter never reads it.
 */
export function TriageMessages({ vulnerability }: { vulnerability: TriageVulnerability }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
          <ThreadMessage
            key={m.id}
            sender={m.sender}
            createdAt={m.createdAt}
            content={m.content}
            attachments={m.attachments}
            testId="triage-message"
          />
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
