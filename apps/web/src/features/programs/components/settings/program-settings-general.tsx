import type { Program, ProgramAbilities } from "@bounty/shared";
import { Alert, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { slugProblem, visibilitiesFor } from "../../api/program-settings-rules.ts";
import { DisclosureField } from "./program-settings-disclosure-field.tsx";
import { type FieldProps, useDraft } from "./program-settings-draft.ts";
import { ProgramSettingsField } from "./program-settings-field.tsx";
import { ProgramSettingsManagers } from "./program-settings-managers.tsx";
import {
  CountriesField,
  CreditSystemField,
  CvssField,
  OpenReportsField,
  ReplyTimeField,
} from "./program-settings-rules-fields.tsx";
import { TargetsField } from "./program-settings-targets-field.tsx";
import { PublicVolumeNote } from "./public-volume-note.tsx";

interface GeneralProps {
  program: Program;
  abilities: ProgramAbilities;
}

/** Spec §2 General: each setting saves on its own, sending only itself (PUT programs/{id}). */
export function ProgramSettingsGeneral({ program, abilities }: GeneralProps) {
  return (
    <Stack gap="md">
      <NameField program={program} isEditable={abilities.update} />
      <SlugField program={program} isEditable={abilities.update} />
      <VisibilityField program={program} isEditable={abilities.update} />
      <CreditSystemField program={program} isEditable={abilities.update} />
      <ReplyTimeField program={program} isEditable={abilities.update} />
      <TargetsField program={program} isEditable={abilities.update} />
      <CvssField program={program} isEditable={abilities.update} />
      <CountriesField program={program} isEditable={abilities.update} />
      <OpenReportsField program={program} isEditable={abilities.update} />
      <DisclosureField program={program} isEditable={abilities.update} />
      <ProgramSettingsManagers program={program} abilities={abilities} />
    </Stack>
  );
}

function NameField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const name = useDraft(program.name);
  const save = useProgramMutation(program.id, (value: string) => updateProgram(program.id, { name: value }), {
    onSuccess: name.reset,
  });
  const trimmed = name.value.trim();
  const problem = name.isEdited && trimmed === "" ? t("Enter a name.") : null;
  return (
    <ProgramSettingsField
      title={t("Program name")}
      description={t("The name hunters see on the program page and in the program list.")}
      canSave={trimmed !== "" && trimmed !== program.name}
      isPending={save.isPending}
      onSave={() => save.mutate(trimmed)}
      isEditable={isEditable}
    >
      <TextInput
        aria-label={t("Program name")}
        value={name.value}
        onChange={(event) => name.edit(event.currentTarget.value)}
        error={problem}
        maxLength={100}
        disabled={!isEditable}
      />
    </ProgramSettingsField>
  );
}

function SlugField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const slug = useDraft(program.slug);
  const save = useProgramMutation(program.id, (value: string) => updateProgram(program.id, { slug: value }), {
    onSuccess: slug.reset,
  });
  const problem = slug.isEdited ? slugProblem(slug.value, program) : null;
  const problemText =
    problem &&
    {
      blank: t("Enter a URL slug."),
      alphabet: t("Only English letters, digits, - and _ are allowed."),
      tooLong: t("Use at most 100 characters."),
      idShaped: t("A URL slug cannot have the form of an id."),
      unchanged: t("The new URL slug must differ from the current one."),
    }[problem];
  return (
    <ProgramSettingsField
      title={t("URL slug")}
      description={t("The last part of the program's address: /programs/{{slug}}", { slug: program.slug })}
      canSave={slug.isEdited && problem === null}
      isPending={save.isPending}
      onSave={() => save.mutate(slug.value.trim())}
      isEditable={isEditable}
    >
      <TextInput
        aria-label={t("URL slug")}
        value={slug.value}
        onChange={(event) => slug.edit(event.currentTarget.value)}
        error={problemText}
        maxLength={100}
        autoCapitalize="none"
        spellCheck={false}
        disabled={!isEditable}
        description={t("Only English letters, digits, - and _.")}
      />
      {isEditable && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t(
            "Saving a new slug makes the old URL stop working at once: links to /programs/{{slug}} will no longer open this program.",
            { slug: program.slug },
          )}
        </Alert>
      )}
    </ProgramSettingsField>
  );
}

function VisibilityField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const visibility = useDraft(program.visibility);
  const save = useProgramMutation(
    program.id,
    (value: Program["visibility"]) => updateProgram(program.id, { visibility: value }),
    { onSuccess: visibility.reset },
  );
  const labels = { public: t("Public"), application: t("Application"), invite: t("Invite only") };
  const choices = visibilitiesFor(program);
  return (
    <ProgramSettingsField
      title={t("Visibility")}
      description={t(
        "Public programs are open to every hunter; application programs to the hunters you approve; invite-only programs to the hunters you invite. You can change it at any time.",
      )}
      canSave={visibility.value !== program.visibility}
      isPending={save.isPending}
      onSave={() => save.mutate(visibility.value)}
      isEditable={isEditable}
    >
      <SegmentedControl
        aria-label={t("Visibility")}
        value={visibility.value}
        onChange={(value) => visibility.edit(value as Program["visibility"])}
        data={choices.map((value) => ({ value, label: labels[value] }))}
        disabled={!isEditable || choices.length === 1}
        style={{ alignSelf: "flex-start" }}
      />
      {program.type === "internal" && (
        <Text size="sm" c="dimmed">
          {t("Internal programs are always invite-only.")}
        </Text>
      )}
      {visibility.value === "public" && program.visibility !== "public" && <PublicVolumeNote />}
    </ProgramSettingsField>
  );
}
