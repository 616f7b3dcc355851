import { RETEST_EVIDENCE_MAX, type Retest, type RetestOutcome } from "@bounty/shared";
import { Button, Group, Radio, Stack, Textarea } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { balanceKey, creditsKey, movementsKey, reportsKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { answerRetest } from "../api/retests-api.ts";

/** The hunter's answer: fixed or not, and how they tested (one Idempotency-Key per form, so one payment). */
export function AnswerRetestForm({ retest, userId }: { retest: Retest; userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [key] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<RetestOutcome | null>(null);
  const [evidence, setEvidence] = useState("");
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);

  const send = async () => {
    setTouched(true);
    if (!outcome || !evidence.trim()) return;
    setPending(true);
    try {
      await answerRetest(retest.id, { outcome, evidence }, key);
      for (const queryKey of [reportsKey, balanceKey(userId), creditsKey, movementsKey])
        await queryClient.invalidateQueries({ queryKey });
      showSuccessToast(t("Your retest was sent"), t("Completed Action"));
    } catch {
      // The toast says why; the form keeps what was written.
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Radio.Group
        label={t("Does the fix hold?")}
        withAsterisk
        value={outcome}
        onChange={(v) => setOutcome(v as RetestOutcome)}
        error={touched && !outcome ? t("Say whether the fix holds.") : null}
      >
        <Group mt={6}>
          <Radio value="fixed" label={t("Fixed")} />
          <Radio value="not_fixed" label={t("Not fixed")} />
        </Group>
      </Radio.Group>
      <Textarea
        label={t("How you tested it")}
        description={t("The steps you took and what you saw.")}
        withAsterisk
        autosize
        minRows={4}
        maxLength={RETEST_EVIDENCE_MAX}
        value={evidence}
        onChange={(e) => setEvidence(e.currentTarget.value)}
        error={touched && !evidence.trim() ? t("Describe how you tested the fix and what you saw.") : null}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={pending}>
          {t("Send the retest")}
        </Button>
      </Group>
    </Stack>
  );
}
