import {
  CANNED_ANSWER_BODY_MAX,
  CANNED_ANSWER_TITLE_MAX,
  type CannedAnswer,
  type ReportState,
  reportStates,
} from "@bounty/shared";
import { Button, Modal, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogActions } from "../../../components/forms/dialog-actions.tsx";
import { cannedAnswersKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { useReportStateLabels } from "../../report-states/index.ts";
import { createCannedAnswer, updateCannedAnswer } from "../api/canned-answers.ts";

/** The admin's dialog for a new canned answer, or for changing one (`answer` given). */
export function CannedAnswerForm({
  organizationId,
  answer,
  onClose,
}: {
  organizationId: string;
  answer?: CannedAnswer | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const states = useReportStateLabels();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(answer?.title ?? "");
  const [body, setBody] = useState(answer?.body ?? "");
  const [state, setState] = useState<Exclude<ReportState, "new"> | null>(
    answer?.state && answer.state !== "new" ? answer.state : null,
  );
  const save = useMutation({
    mutationFn: () => {
      const values = { title: title.trim(), body: body.trim(), state };
      return answer ? updateCannedAnswer(answer.id, values) : createCannedAnswer(organizationId, values);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: cannedAnswersKey(organizationId) });
      showSuccessToast(t("Canned answer “{{title}}” saved", { title: saved.title }));
      onClose();
    },
  });
  const missing = !title.trim() ? t("Name the answer.") : !body.trim() ? t("Write the answer.") : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!missing) save.mutate();
  };
  return (
    <Modal
      opened
      onClose={save.isPending ? () => undefined : onClose}
      title={answer ? t("Edit canned answer") : t("New canned answer")}
      size="lg"
      centered
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t("Title")}
            description={t("What the team picks it by; hunters never see it.")}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={CANNED_ANSWER_TITLE_MAX}
            required
            data-autofocus
          />
          <Textarea
            label={t("Text")}
            description={t(
              "Markdown. {{hunter}}, {{report}} and {{program}} become the hunter's name, the report's number and the program's name.",
              {
                interpolation: { skipOnVariables: true },
                hunter: "{{hunter}}",
                report: "{{report}}",
                program: "{{program}}",
              },
            )}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            maxLength={CANNED_ANSWER_BODY_MAX}
            autosize
            minRows={5}
            maxRows={14}
            required
          />
          <Select
            label={t("Offer it first when a report moves to")}
            placeholder={t("No state")}
            data={reportStates.filter((s) => s !== "new").map((s) => ({ value: s, label: states[s].label }))}
            value={state}
            onChange={(v) => setState(v as Exclude<ReportState, "new"> | null)}
            clearable
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
          <DialogActions
            hint={missing}
            pending={save.isPending}
            onCancel={onClose}
            confirm={(describedBy) => (
              <Button
                type="submit"
                loading={save.isPending}
                disabled={missing !== null}
                aria-describedby={describedBy}
              >
                {t("Save")}
              </Button>
            )}
          />
        </Stack>
      </form>
    </Modal>
  );
}
