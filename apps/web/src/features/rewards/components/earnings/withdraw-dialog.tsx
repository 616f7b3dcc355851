import { MAX_WITHDRAWAL_YEN, MIN_WITHDRAWAL_YEN } from "@bounty/shared";
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatYen } from "../../../../lib/money.ts";
import { balanceKey, creditsKey, movementsKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { billingQuery } from "../../api/billing.ts";
import { creditsQuery } from "../../api/earnings.ts";
import { privateInfoQuery } from "../../api/private-info.ts";
import { withdraw } from "../../api/withdrawals.ts";

/**
 * The hunter's withdrawal (spec 1 §5): a whole number of yen from 10,000 up to the balance, sent on
 * the next Friday. Mounted afresh each time it opens, so each opening has its own Idempotency-Key.
 */
export function WithdrawDialog({
  userId,
  balance,
  onClose,
}: {
  userId: string;
  balance: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | "">(balance);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const info = useQuery(privateInfoQuery(userId));
  const billing = useQuery(billingQuery(userId));
  const credits = useQuery(creditsQuery);
  const yen = (n: number) => formatYen(n, i18n.language);
  // The path names a program: the largest yen credit, which the withdrawal draws on first.
  const from = credits.data
    ?.filter((c) => c.system === "money")
    .reduce<(typeof credits.data)[number] | null>(
      (best, c) => (!best || c.amount > best.amount ? c : best),
      null,
    );
  const detailsMissing = (info.isSuccess && !info.data) || (billing.isSuccess && !billing.data);
  const valid =
    typeof amount === "number" &&
    Number.isInteger(amount) &&
    amount >= MIN_WITHDRAWAL_YEN &&
    amount <= Math.min(balance, MAX_WITHDRAWAL_YEN);
  const error =
    typeof amount === "number" && amount > balance
      ? t("Your balance is {{amount}}.", { amount: yen(balance) })
      : t("Withdraw a whole number of yen, at least {{amount}}.", { amount: yen(MIN_WITHDRAWAL_YEN) });

  const save = async () => {
    setTouched(true);
    if (!valid || !from || detailsMissing) return;
    setPending(true);
    try {
      const payout = await withdraw({ programId: from.program.id, userId }, { amount }, key);
      await Promise.all(
        [balanceKey(userId), creditsKey, movementsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      showSuccessToast(
        t("{{amount}} is on its way: transfers go out every Friday.", { amount: yen(payout.amount) }),
        t("Completed Action"),
      );
      onClose();
    } catch {
      // The toast says why (the balance, missing details…); the dialog stays open.
    } finally {
      setPending(false);
    }
  };

  return (
    // Above the settings modal (250) it opens from.
    <Modal opened onClose={onClose} title={t("Withdraw")} centered zIndex={300}>
      <Stack gap="md">
        {detailsMissing ? (
          <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} />} p="sm">
            <Text size="sm">
              {t("Fill in your private information and your payment method below before withdrawing.")}
            </Text>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t(
              "The amount leaves your balance now and is transferred on the next Friday to your payment method.",
            )}
          </Text>
        )}
        <NumberInput
          label={t("Amount in yen")}
          description={t("From {{min}} up to your balance, {{balance}}.", {
            min: yen(MIN_WITHDRAWAL_YEN),
            balance: yen(balance),
          })}
          value={amount}
          onChange={(v) => setAmount(typeof v === "number" ? v : "")}
          onBlur={() => setTouched(true)}
          prefix="¥"
          thousandSeparator=","
          hideControls
          allowDecimal={false}
          allowNegative={false}
          error={touched && !valid ? error : undefined}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t("Cancel")}
          </Button>
          <Button onClick={() => void save()} loading={pending} disabled={detailsMissing || !from}>
            {t("Withdraw")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
