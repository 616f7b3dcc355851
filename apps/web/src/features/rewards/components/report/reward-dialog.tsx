import {
  REWARD_AMOUNT_MAX,
  REWARD_DESCRIPTION_MAX,
  type Report,
  type RewardLevel,
  rewardLevels,
} from "@bounty/shared";
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredit } from "../../../../lib/money.ts";
import { reportsKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { useSeverityLabels } from "../../../severity/index.ts";
import { rewardReport } from "../../api/report-rewards.ts";

/** How the report pays: a bug bounty program always in yen, an internal one as it chose. */
export const rewardSystemOf = (report: Report) =>
  report.program.type === "bounty" ? "money" : report.program.creditSystem;

/**
 * The range the program's reward table (as it stood when the report was sent) gives this report: its
 * vulnerability type's own range when the table names it, else its severity's (the organization's
 * assessment first). Null when the report has no rewardable level.
 */
export function rewardRangeOf(report: Report): { level: RewardLevel; from: number; to: number } | null {
  const specific = report.vrt ? report.rewards.vrts.find((v) => v.vrtId === report.vrt) : undefined;
  if (specific) return { level: specific.criticality, from: specific.from, to: specific.to };
  const level = report.orgAssessment?.severity ?? report.criticality?.severity ?? report.severity;
  if (!level || !(rewardLevels as readonly string[]).includes(level)) return null;
  const range = report.rewards.criticalityRewards[level as RewardLevel];
  return { level: level as RewardLevel, ...range };
}

/**
 * The staff's reward dialog (spec 2 §2): the amount beside the table's range for the report, and a
 * note the hunter reads. Mounted afresh each time it opens, so each opening has its own
 * Idempotency-Key and a retried save can never pay twice.
 */
export function RewardDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const severities = useSeverityLabels();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<number | "">("");
  const [description, setDescription] = useState("");
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const system = rewardSystemOf(report);
  const range = rewardRangeOf(report);
  const money = (n: number) => formatCredit(n, system, i18n.language);
  const valid = typeof amount === "number" && Number.isInteger(amount) && amount !== 0;

  const save = async () => {
    setTouched(true);
    if (!valid) return;
    setPending(true);
    try {
      const reward = await rewardReport(report.id, { amount, description }, key);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
      showSuccessToast(
        reward.amount > 0
          ? t("{{amount}} sent to {{name}}", {
              amount: money(reward.amount),
              name: report.sender?.displayName ?? t("the hunter"),
            })
          : t("The reward was corrected by {{amount}}", { amount: money(reward.amount) }),
        t("Completed Action"),
      );
      onClose();
    } catch {
      // The toast says why (the budget left, a stopped program…); the dialog stays open.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t("Reward the hunter")} centered>
      <Stack gap="md">
        {range ? (
          <Alert variant="light" icon={<IconInfoCircle size={18} />} p="sm">
            <Text size="sm">
              {t("The reward table gives {{severity}} reports {{range}}.", {
                severity: severities[range.level],
                range:
                  range.from === range.to ? money(range.from) : `${money(range.from)} – ${money(range.to)}`,
              })}
            </Text>
          </Alert>
        ) : null}
        <NumberInput
          label={system === "money" ? t("Amount in yen") : t("Amount in points")}
          description={t("A negative amount corrects an earlier reward of this report.")}
          value={amount}
          onChange={(v) => setAmount(typeof v === "number" ? v : "")}
          onBlur={() => setTouched(true)}
          prefix={system === "money" ? "¥" : undefined}
          suffix={system === "point" ? " P" : undefined}
          thousandSeparator=","
          hideControls
          allowDecimal={false}
          min={-REWARD_AMOUNT_MAX}
          max={REWARD_AMOUNT_MAX}
          clampBehavior="strict"
          error={touched && !valid ? t("Please select a correct amount") : undefined}
          required
          data-autofocus
        />
        {range && typeof amount === "number" && amount > range.to ? (
          <Group gap={6} mt={-8} wrap="nowrap">
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-hidden />
            <Text size="sm">{t("This is above the reward table's range.")}</Text>
          </Group>
        ) : null}
        <Textarea
          label={t("Message to the hunter")}
          description={t("Optional. The hunter reads it in the report's timeline.")}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={REWARD_DESCRIPTION_MAX}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t("Cancel")}
          </Button>
          <Button onClick={() => void save()} loading={pending}>
            {t("Send the reward")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
