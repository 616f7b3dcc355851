import { CANNED_ANSWERS_MAX, type CannedAnswer } from "@bounty/shared";
import { ActionIcon, Badge, Button, Group, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { IconMessageDots, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { SectionCard } from "../../../components/pages/section-card.tsx";
import { cannedAnswersKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { useReportStateLabels } from "../../report-states/index.ts";
import { cannedAnswersQuery, deleteCannedAnswer } from "../api/canned-answers.ts";
import { CannedAnswerForm } from "./canned-answer-form.tsx";

/**
 * Issue 47: the organization's canned answers in its settings. Every member reads them (they send
 * them); the admin adds, changes and deletes them, and names the state whose dialog offers each first.
 */
export function CannedAnswersCard({
  organizationId,
  editable,
}: {
  organizationId: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const states = useReportStateLabels();
  const answers = useQuery(cannedAnswersQuery(organizationId));
  const [editing, setEditing] = useState<CannedAnswer | "new" | null>(null);
  const full = (answers.data?.length ?? 0) >= CANNED_ANSWERS_MAX;
  return (
    <SectionCard
      icon={<IconMessageDots size={22} />}
      title={t("Canned answers")}
      description={t(
        "Messages your team sends often: offered in the conversation and when a report changes state.",
      )}
      aside={
        editable ? (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing("new")}
            disabled={full}
          >
            {t("New canned answer")}
          </Button>
        ) : undefined
      }
    >
      {answers.isError && <LoadFailed onRetry={() => void answers.refetch()} />}
      {answers.isPending && <Skeleton height={36} radius="sm" />}
      {answers.isSuccess && answers.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("No canned answers yet.")}
        </Text>
      ) : null}
      {answers.isSuccess && answers.data.length > 0 ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {answers.data.map((answer) => (
            <AnswerRow
              key={answer.id}
              answer={answer}
              organizationId={organizationId}
              editable={editable}
              stateName={answer.state ? states[answer.state].label : null}
              onEdit={() => setEditing(answer)}
            />
          ))}
        </Stack>
      ) : null}
      {editing ? (
        <CannedAnswerForm
          organizationId={organizationId}
          answer={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </SectionCard>
  );
}

function AnswerRow({
  answer,
  organizationId,
  editable,
  stateName,
  onEdit,
}: {
  answer: CannedAnswer;
  organizationId: string;
  editable: boolean;
  stateName: string | null;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteCannedAnswer(answer.id),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: cannedAnswersKey(organizationId) });
      showSuccessToast(t("Canned answer “{{title}}” deleted", { title: answer.title }));
    },
  });
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      justify="space-between"
      align="flex-start"
      data-testid="canned-answer"
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {answer.title}
          </Text>
          {stateName ? (
            <Badge variant="light" color="gray" size="sm" tt="none">
              {t("First for {{state}}", { state: stateName })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {answer.body}
        </Text>
      </Stack>
      {editable ? (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t("Edit “{{name}}”", { name: answer.title })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("Edit “{{name}}”", { name: answer.title })}
              onClick={onEdit}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("Delete “{{name}}”", { name: answer.title })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("Delete “{{name}}”", { name: answer.title })}
              onClick={() => setConfirming(true)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t("Delete the canned answer “{{title}}”?", { title: answer.title })}
        confirmLabel={t("Delete canned answer")}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">{t("Messages already sent with it stay as they were sent.")}</Text>
      </ConfirmDialog>
    </Group>
  );
}
