import { MIN_WITHDRAWAL_YEN } from "@bounty/shared";
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCoinYen } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { formatYen } from "../../../../lib/money.ts";
import { balanceQuery } from "../../api/earnings.ts";
import { WithdrawDialog } from "./withdraw-dialog.tsx";

/** The balance in yen, and its withdrawal (spec §5 and §9: from 10,000 yen, transferred every Friday). */
export function BalanceCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const balance = useQuery(balanceQuery(userId));
  const [withdrawing, setWithdrawing] = useState(false);
  const canWithdraw = balance.isSuccess && balance.data >= MIN_WITHDRAWAL_YEN;
  if (balance.isError) return <LoadFailed onRetry={() => void balance.refetch()} />;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      bg="light-dark(var(--mantine-color-indigo-0), var(--mantine-color-dark-6))"
    >
      <Group gap="md" align="center" justify="space-between">
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconCoinYen size={26} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              {t("Balance")}
            </Text>
            {balance.isPending ? (
              <Skeleton h={32} w={140} />
            ) : (
              <Text fz={28} fw={700} lh={1.2} data-testid="balance">
                {formatYen(balance.data, i18n.language)}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t("You can withdraw from {{amount}}; transfers go out every Friday.", {
                amount: formatYen(MIN_WITHDRAWAL_YEN, i18n.language),
              })}
            </Text>
          </Stack>
        </Group>
        <Button onClick={() => setWithdrawing(true)} disabled={!canWithdraw}>
          {t("Withdraw")}
        </Button>
      </Group>
      {withdrawing && balance.isSuccess ? (
        <WithdrawDialog userId={userId} balance={balance.data} onClose={() => setWithdrawing(false)} />
      ) : null}
    </Paper>
  );
}
