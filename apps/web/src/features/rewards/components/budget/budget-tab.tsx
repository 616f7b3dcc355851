import type { Program } from "@bounty/shared";
import { Alert, Group, NumberInput, Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TabFrame } from "../../../../components/pages/tab-frame.tsx";
import { formatNumber, formatYen } from "../../../../lib/money.ts";
import { programKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { budgetBalanceQuery, updateBudgetBalance } from "../../api/budget-balance.ts";

/** Spec §5: the budget is an integer; negatives become 0. */
export const budgetOf = (value: number | string) =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

/** Budget (bounty only): what the organization puts in for rewards, and what rewards took out. */
export function BudgetTab({ program, canEdit }: { program: Program; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const balance = useQuery(budgetBalanceQuery(program.id));
  const [value, setValue] = useState<number | string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (budget: number) => updateBudgetBalance(program.id, { budget }),
    onSuccess: async () => {
      // The balance hangs under the program's key: the program and its budget refresh together.
      await queryClient.invalidateQueries({ queryKey: programKey(program.id) });
      showSuccessToast(t("The budget is saved."), t("Success"));
      setValue(null);
    },
  });
  const format = (amount: number) =>
    program.creditSystem === "point"
      ? `${formatNumber(amount, i18n.language)} ${t("pts")}`
      : formatYen(amount, i18n.language);
  const current = value ?? balance.data?.budget ?? 0;

  return (
    <TabFrame
      title={t("Budget")}
      description={t("The total you set aside for rewards. Rewards paid are taken from it.")}
      onSave={canEdit ? () => save.mutate(budgetOf(current)) : undefined}
      isSaving={save.isPending}
      isSaveDisabled={!balance.data || budgetOf(current) === balance.data.budget}
    >
      {balance.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />}>
          {balance.error.message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("Budget")}
          </Text>
          {balance.data ? (
            <Text fz="xl" fw={700} data-testid="budget-total">
              {format(balance.data.budget)}
            </Text>
          ) : (
            <Skeleton h={28} mt={4} />
          )}
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("Spent")}
          </Text>
          {balance.data ? (
            <Text fz="xl" fw={700} data-testid="budget-spent">
              {format(balance.data.budgetSpent)}
            </Text>
          ) : (
            <Skeleton h={28} mt={4} />
          )}
        </Paper>
      </SimpleGrid>
      {canEdit && (
        <Group align="flex-end">
          <NumberInput
            label={t("New budget")}
            description={t("A whole amount; a negative amount counts as 0.")}
            value={current}
            onChange={setValue}
            onBlur={() => setValue(budgetOf(current))}
            allowDecimal={false}
            thousandSeparator=","
            prefix={program.creditSystem === "money" ? "¥" : undefined}
            max={1_000_000_000_000}
            hideControls
            maw={280}
          />
        </Group>
      )}
    </TabFrame>
  );
}
