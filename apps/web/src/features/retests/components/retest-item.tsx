import type { Retest, RetestStatus } from "@bounty/shared";
import { Badge, Blockquote, Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCredit } from "../../../lib/money.ts";
import { reportsKey, triageKey } from "../../../lib/query-keys.ts";
import { type RetestStep, takeRetestStep } from "../api/retests-api.ts";
import { AnswerRetestForm } from "./answer-retest-form.tsx";

const colors: Record<RetestStatus, string> = {
  requested: "blue",
  accepted: "violet",
  declined: "gray",
  cancelled: "gray",
  expired: "orange",
  fixed: "teal",
  not_fixed: "red",
};

export function useRetestStatusLabels(): Record<RetestStatus, string> {
  const { t } = useTranslation();
  return {
    requested: t("Asked"),
    accepted: t("Accepted"),
    declined: t("Declined"),
    cancelled: t("Cancelled"),
    expired: t("Expired"),
    fixed: t("Fixed"),
    not_fixed: t("Not fixed"),
  };
}

/** One retest: what was asked, its fee and deadline, the hunter's answer, and what the caller may do. */
export function RetestItem({ retest, userId }: { retest: Retest; userId: string }) {
  const { t, i18n } = useTranslation();
  const labels = useRetestStatusLabels();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<RetestStep | null>(null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const step = async (which: RetestStep) => {
    setPending(which);
    try {
      await takeRetestStep(retest.id, which);
      await queryClient.invalidateQueries({ queryKey: reportsKey });
      await queryClient.invalidateQueries({ queryKey: triageKey });
    } catch {
      // The toast says why (it expired, it was answered meanwhile…).
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack
      gap="xs"
      component="article"
      aria-label={t("Retest of {{date}}", { date: when(retest.createdAt) })}
    >
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Badge color={colors[retest.status]} variant="light" data-testid="retest-status">
            {labels[retest.status]}
          </Badge>
          {retest.fee > 0 ? (
            <Text size="sm" fw={600}>
              {t("Fee {{fee}}", { fee: formatCredit(retest.fee, "money", i18n.language) })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("Unpaid")}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t("Asked by {{name}} on {{date}}", {
            name: retest.requestedBy?.displayName ?? t("Deleted user"),
            date: when(retest.createdAt),
          })}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {retest.message}
      </Text>
      {retest.expiresAt ? (
        <Text size="xs" c="dimmed">
          {retest.status === "requested"
            ? t("To accept by {{date}}", { date: when(retest.expiresAt) })
            : t("To answer by {{date}}", { date: when(retest.expiresAt) })}
        </Text>
      ) : null}
      {retest.evidence ? (
        <Blockquote
          p="sm"
          color={colors[retest.status]}
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          aria-label={t("The hunter's evidence")}
        >
          {retest.evidence}
        </Blockquote>
      ) : null}
      {retest.can.accept || retest.can.cancel ? (
        <Group gap="xs" justify="flex-end">
          {retest.can.accept ? (
            <>
              <Button
                variant="default"
                size="xs"
                loading={pending === "decline"}
                onClick={() => void step("decline")}
              >
                {t("Decline")}
              </Button>
              <Button size="xs" loading={pending === "accept"} onClick={() => void step("accept")}>
                {retest.fee > 0
                  ? t("Accept the retest ({{fee}})", {
                      fee: formatCredit(retest.fee, "money", i18n.language),
                    })
                  : t("Accept the retest")}
              </Button>
            </>
          ) : null}
          {retest.can.cancel ? (
            <Button
              variant="default"
              size="xs"
              color="red"
              loading={pending === "cancel"}
              onClick={() => void step("cancel")}
            >
              {t("Cancel the retest")}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {retest.can.answer ? <AnswerRetestForm retest={retest} userId={userId} /> : null}
    </Stack>
  );
}
