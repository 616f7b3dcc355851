import type { TestInfoRequest, TestInfoStatus } from "@bounty/shared";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../components/people/user-avatar.tsx";
import { AnchorLink } from "../../../../components/text/links.tsx";
import type { TestInfoAnswer } from "./test-info-action-dialog.tsx";
import { TestInfoMessages } from "./test-info-messages.tsx";
import { TestInfoStatusBadge } from "./test-info-status-badge.tsx";

/** Spec §4: idle requests are accepted or rejected; accepted ones updated, finalized or revoked; finalized ones updated. */
export const answersFor: Record<TestInfoStatus, TestInfoAnswer[]> = {
  idle: ["accept", "reject"],
  accepted: ["update", "finalize", "revoke"],
  finalized: ["update"],
  rejected: [],
  revoked: [],
  cancelled: [],
};

interface TestInfoRequestCardProps {
  request: TestInfoRequest;
  isReadOnly: boolean;
  onAnswer: (action: TestInfoAnswer) => void;
}

/** One hunter's request: who, through which form, its status, the messages so far and the next actions. */
export function TestInfoRequestCard({ request, isReadOnly, onAnswer }: TestInfoRequestCardProps) {
  const { t } = useTranslation();
  const labels: Record<TestInfoAnswer, string> = {
    accept: t("Accept"),
    reject: t("Reject"),
    update: t("Update info"),
    finalize: t("Finalize"),
    revoke: t("Revoke"),
  };
  return (
    <Paper withBorder p="md" data-testid={`test-info-${request.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar user={request.hunter} size={36} radius="xl" />
            <div style={{ minWidth: 0 }}>
              <AnchorLink to="/profiles/$name" params={{ name: request.hunter.uniqueName }} fw={600}>
                {request.hunter.displayName}
              </AnchorLink>
              <Text size="sm" c="dimmed" truncate>
                {request.programTestForm.title}
              </Text>
            </div>
          </Group>
          <TestInfoStatusBadge status={request.status} />
        </Group>
        <TestInfoMessages messages={request.messages} side="organization" />
        {answersFor[request.status].length > 0 && (
          <Group gap="xs" justify="flex-end">
            {answersFor[request.status].map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === "reject" || action === "revoke" ? "subtle" : "light"}
                color={action === "reject" || action === "revoke" ? "red" : undefined}
                disabled={isReadOnly}
                onClick={() => onAnswer(action)}
              >
                {labels[action]}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
