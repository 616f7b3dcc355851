import { type Program, type ProgramVisibility, SECONDS_PER_DAY, type UpdateProgram } from "@bounty/shared";
import { NumberInput, Radio, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TabFrame } from "../../../../components/pages/tab-frame.tsx";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { PublicVolumeNote } from "./public-volume-note.tsx";

interface TabProps {
  program: Program;
  canEdit: boolean;
}

/** Spec §5/§9: reply time is whole business days on screen, seconds in the API. */
export const daysOf = (seconds: number) => Math.round(seconds / SECONDS_PER_DAY);

/** Basic: name, reply time and visibility (internal programs are invite only). */
export function ProgramHomeBasicTab({ program, canEdit }: TabProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(program.name);
  const [days, setDays] = useState<number | string>(daysOf(program.replySpeed));
  const [visibility, setVisibility] = useState<ProgramVisibility>(program.visibility);
  const save = useProgramMutation(program.id, (input: UpdateProgram) => updateProgram(program.id, input));

  const isNameValid = name.trim() !== "" && name.trim().length <= 100;
  const isDaysValid = typeof days === "number" && Number.isInteger(days) && days >= 0 && days <= 365;
  const changes: UpdateProgram = {
    ...(name.trim() !== program.name ? { name: name.trim() } : {}),
    ...(isDaysValid && days * SECONDS_PER_DAY !== program.replySpeed
      ? { replySpeed: days * SECONDS_PER_DAY }
      : {}),
    ...(visibility !== program.visibility ? { visibility } : {}),
  };
  const hasChanges = Object.keys(changes).length > 0;
  const isInternal = program.type === "internal";

  return (
    <TabFrame
      title={t("Basic")}
      description={t("The program's name, how fast you answer reports, and who can see the program.")}
      onSave={canEdit ? () => save.mutate(changes) : undefined}
      isSaving={save.isPending}
      isSaveDisabled={!hasChanges || !isNameValid || !isDaysValid}
    >
      <Stack gap="md">
        <TextInput
          label={t("Program name")}
          required
          value={name}
          maxLength={100}
          readOnly={!canEdit}
          onChange={(event) => setName(event.currentTarget.value)}
          error={isNameValid ? null : t("Enter a name.")}
        />
        <NumberInput
          label={t("Reply time (business days)")}
          description={t("How many business days hunters wait at most for your first answer.")}
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          value={days}
          readOnly={!canEdit}
          onChange={setDays}
          error={isDaysValid ? null : t("Enter a whole number of days, 0 or more.")}
          maw={260}
        />
        <Radio.Group
          label={t("Visibility")}
          description={
            isInternal ? t("Internal programs are invite only.") : t("You can change it at any time.")
          }
          value={visibility}
          onChange={(value) => setVisibility(value as ProgramVisibility)}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="public"
              label={t("Public")}
              description={t("Every researcher can see it and report.")}
              disabled={!canEdit || isInternal}
            />
            <Radio
              value="application"
              label={t("Application")}
              description={t("Researchers apply; you approve who takes part.")}
              disabled={!canEdit || isInternal}
            />
            <Radio
              value="invite"
              label={t("Invite only")}
              description={t("Hidden; only researchers you invite take part.")}
              disabled={!canEdit}
            />
          </Stack>
        </Radio.Group>
        {visibility === "public" && program.visibility !== "public" && <PublicVolumeNote />}
      </Stack>
    </TabFrame>
  );
}
