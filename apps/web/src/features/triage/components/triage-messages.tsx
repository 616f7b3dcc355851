import type { TriageVulnerability } from "@bounty/shared";
import { Avatar, Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { postTriageMessage, staleAfterStep } from "../api/triage-api.ts";

/** The triage thread: triagers and the organization write to each other; the hunter never reads it. */
export function TriageMessages({ vulnerability }: { vulnerability: TriageVulnerability }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [content, setContent] = useState("");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const send = useMutation({
    mutationFn: () => postTriageMessage(vulnerability.id, content),
    onSuccess: (next) => {
      setContent("");
      queryClient.setQueryData(
        ["triage", vulnerability.source.program.id, "vulnerability", vulnerability.id],
        next,
      );
      void queryClient.invalidateQueries({ queryKey: staleAfterStep[0] });
    },
  });
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
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {m.content}
            </Text>
          </Paper>
        ))
      )}
      <Textarea
        aria-label={t("Message to the triage team and the organization")}
        placeholder={t("Write to the triage team and the organization")}
        autosize
        minRows={2}
        value={content}
        onChange={(event) => setContent(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={() => send.mutate()} loading={send.isPending} disabled={content.trim() === ""}>
          {t("Send")}
        </Button>
      </Group>
    </Stack>
  );
}
