import type { Program, UpdateProgram } from "@bounty/shared";
import { Alert, Textarea } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TabFrame } from "../../../../components/pages/tab-frame.tsx";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { DEFAULT_REPORT_TEMPLATE } from "./guideline-templates.ts";

/** Report Template: what a hunter's report starts from; an empty one starts from the default template. */
export function ReportTemplateTab({ program, canEdit }: { program: Program; canEdit: boolean }) {
  const { t } = useTranslation();
  const isPrefilled = program.reportTemplate.trim() === "" && canEdit;
  const [text, setText] = useState(isPrefilled ? DEFAULT_REPORT_TEMPLATE : program.reportTemplate);
  const save = useProgramMutation(program.id, (input: UpdateProgram) => updateProgram(program.id, input));

  return (
    <TabFrame
      title={t("Report Template")}
      description={t(
        "Hunters start their report from this text: ask for what you need to confirm a vulnerability.",
      )}
      onSave={canEdit ? () => save.mutate({ reportTemplate: text }) : undefined}
      isSaving={save.isPending}
      isSaveDisabled={text.trim() === ""}
    >
      {isPrefilled && (
        <Alert variant="light" icon={<IconInfoCircle />} color="blue">
          {t("We filled in our default report template. Adapt it to your program, then save.")}
        </Alert>
      )}
      <Textarea
        aria-label={t("Report template")}
        autosize
        minRows={14}
        maxRows={40}
        maxLength={20_000}
        value={text}
        readOnly={!canEdit}
        onChange={(event) => setText(event.currentTarget.value)}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
      />
    </TabFrame>
  );
}
