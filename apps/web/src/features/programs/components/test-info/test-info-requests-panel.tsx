import { type Program, type ProgramAbilities, type TestInfoStatus, testInfoStatuses } from "@bounty/shared";
import { Select, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { Pager } from "../../../../components/pages/pager.tsx";
import { useProgramMutation } from "../../api/program-home-mutations.ts";
import { answerTestInfo, testInfoQuery } from "../../api/program-test-api.ts";
import { TestInfoActionDialog, type TestInfoAnswer } from "./test-info-action-dialog.tsx";
import { TestInfoRequestCard } from "./test-info-request-card.tsx";
import { testInfoStatusLabels } from "./test-info-status-badge.tsx";

/** The hunters' test-information requests, with the organization's answers (read-only without manageHunters). */
export function TestInfoRequestsPanel({
  program,
  abilities,
}: {
  program: Program;
  abilities: ProgramAbilities;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TestInfoStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...testInfoQuery(program.id, status, page),
    placeholderData: (previous) => previous,
  });
  // The answer stays while its dialog closes, so the closing dialog keeps its text.
  const [answering, setAnswering] = useState<{ id: string; action: TestInfoAnswer; round: number } | null>(
    null,
  );
  const [isAnswerOpen, setAnswerOpen] = useState(false);
  const answer = useProgramMutation(
    program.id,
    (message: string) => answerTestInfo(program.id, answering!.id, { action: answering!.action, message }),
    { onSuccess: () => setAnswerOpen(false) },
  );
  const statusLabels = testInfoStatusLabels(t);

  return (
    <Stack gap="sm">
      <Select
        aria-label={t("Status")}
        placeholder={t("All statuses")}
        data={testInfoStatuses.map((value) => ({ value, label: statusLabels[value] }))}
        value={status}
        onChange={(value) => {
          setStatus(value as TestInfoStatus | null);
          setPage(1);
        }}
        clearable
        maw={240}
      />
      {list.isPending && <Skeleton height={80} radius="sm" />}
      {list.isError && <LoadFailed onRetry={() => void list.refetch()} />}
      {list.isSuccess && list.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("No test-information requests.")}
        </Text>
      )}
      {list.data?.data.map((request) => (
        <TestInfoRequestCard
          key={request.id}
          request={request}
          isReadOnly={!abilities.manageHunters}
          onAnswer={(action) => {
            setAnswering((previous) => ({ id: request.id, action, round: (previous?.round ?? 0) + 1 }));
            setAnswerOpen(true);
          }}
        />
      ))}
      {list.data && (
        <Pager
          total={Math.ceil(list.data.meta.total / list.data.meta.perPage)}
          value={page}
          onChange={setPage}
        />
      )}
      <TestInfoActionDialog
        // A fresh dialog (an empty message) each time one opens.
        key={answering?.round ?? 0}
        opened={isAnswerOpen}
        action={answering?.action ?? null}
        isPending={answer.isPending}
        onSubmit={(message) => answer.mutate(message)}
        onClose={() => setAnswerOpen(false)}
      />
    </Stack>
  );
}
