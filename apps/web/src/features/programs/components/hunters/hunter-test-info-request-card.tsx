import type { TestInfoRequest, TestInfoStatus } from "@bounty/shared";
import { Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TestInfoMessages } from "../test-info/test-info-messages.tsx";
import { TestInfoStatusBadge } from "../test-info/test-info-status-badge.tsx";

interface HunterTestInfoRequestCardProps {
  request: TestInfoRequest;
  onCancel: () => void;
}

/** One of the hunter's requests: its status, the information once given (shown once: its messages only name the action), and the messages both sides wrote. */
export function HunterTestInfoRequestCard({ request, onCancel }: HunterTestInfoRequestCardProps) {
  const { t, i18n } = useTranslation();
  // Spec 2 §4's texts for a request that is no longer active (shared TEST_INFO_STALE_TEXTS).
  const staleText: Partial<Record<TestInfoStatus, string>> = {
    rejected: t("Your request has been rejected"),
    revoked: t("Your request has been revoked"),
    finalized: t("Your testing information has been finalized."),
  };
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const showsContent = (request.status === "accepted" || request.status === "finalized") && request.content;
  const stale = staleText[request.status];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t("Request of {{date}}", { date: when(request.createdAt) })}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <TestInfoStatusBadge status={request.status} />
            <Text size="xs" c="dimmed">
              {t("Updated {{date}}", { date: when(request.updatedAt) })}
            </Text>
          </Group>
          {request.status === "idle" && (
            <Button size="xs" variant="default" color="red" onClick={onCancel}>
              {t("Cancel")}
            </Button>
          )}
        </Group>
        {stale && (
          <Alert
            variant="light"
            color={request.status === "finalized" ? "gray" : "orange"}
            icon={<IconInfoCircle size={18} />}
          >
            {stale}
          </Alert>
        )}
        {showsContent && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("Your testing information")}
            </Text>
            <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
              <Text size="sm" ff="monospace" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {request.content}
              </Text>
            </Paper>
          </Stack>
        )}
        <TestInfoMessages messages={request.messages} side="hunter" />
      </Stack>
    </Paper>
  );
}
