import { DISCLOSURE_SUMMARY_MAX } from "@bounty/shared";
import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { putDisclosureRequest, reportDisclosureKey } from "../api/disclosure-api.ts";

/** The sender's summary: what they want published beside the organization's own. */
export function RequestDisclosureForm({
  reportId,
  initial = "",
  onDone,
}: {
  reportId: string;
  initial?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [summary, setSummary] = useState(initial);
  const save = useMutation({
    mutationFn: () => putDisclosureRequest(reportId, { summary }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportDisclosureKey(reportId) });
      onDone();
    },
  });
  const blank = summary.trim() === "";
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) save.mutate();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t("Your summary")}
          description={t(
            "What you want readers to know: the vulnerability, its impact, how you found it. It is published with the organization's summary; your report itself never is.",
          )}
          value={summary}
          onChange={(event) => setSummary(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={DISCLOSURE_SUMMARY_MAX}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={blank}>
            {initial ? t("Save the request") : t("Request disclosure")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
