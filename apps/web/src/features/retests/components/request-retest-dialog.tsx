import { RETEST_DAYS, RETEST_MESSAGE_MAX, REWARD_AMOUNT_MAX } from "@bounty/shared";
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredit } from "../../../lib/money.ts";
import { reportsKey, triageKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { requestRetest } from "../api/retests-api.ts";

/**
 * The triage's request: what to check and, on a bug bounty program, a fee held from its budget until
 * the hunter answers. Mounted afresh at each opening, so each has its own Idempotency-Key.
 */
export function RequestRetestDialog({
  reportId,
  feeAllowed,
  onClose,
}: {
  reportId: string;
  feeAllowed: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [fee, setFee] = useState<number | "">(0);
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const feeValid = typeof fee === "number" && Number.isInteger(fee) && fee >= 0;
  const messageError = touched && !message.trim() ? t("Say what the hunter should check.") : null;

  const send = async () => {
    setTouched(true);
    if (!message.trim() || !feeValid) return;
    setPending(true);
    try {
      await requestRetest(reportId, { fee: feeAllowed ? fee : 0, message }, key);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
      await queryClient.invalidateQueries({ queryKey: triageKey });
      showSuccessToast(t("The hunter was asked to retest the fix"), t("Completed Action"));
      onClose();
    } catch {
      // The toast says why (the budget left, a retest already open…); the dialog stays open.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("Ask the hunter to retest")} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("The hunter has {{days}} days to accept, then as long again to answer fixed or not fixed.", {
            days: RETEST_DAYS,
          })}
        </Text>
        <Textarea
          label={t("What to check")}
          required
          autosize
          minRows={4}
          maxLength={RETEST_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={messageError}
        />
        {feeAllowed ? (
          <NumberInput
            label={t("Fee (yen)")}
            description={t("Held from the program's budget now, paid to the hunter with their answer.")}
            min={0}
            max={REWARD_AMOUNT_MAX}
            step={1000}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={fee}
            onChange={(v) => setFee(typeof v === "number" ? v : "")}
            error={touched && !feeValid ? t("Enter a fee of 0 or more yen, in whole yen.") : null}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t("This program has no budget: the retest is unpaid.")}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button onClick={() => void send()} loading={pending}>
            {feeAllowed && typeof fee === "number" && fee > 0
              ? t("Ask for a retest for {{fee}}", { fee: formatCredit(fee, "money", i18n.language) })
              : t("Ask for a retest")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
