import { NumberInput, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { type FieldProps, useDraft } from "./program-settings-draft.ts";
import { ProgramSettingsField } from "./program-settings-field.tsx";

interface DisclosureDraft {
  isAutomatic: boolean;
  days: number | string;
  hideAmounts: boolean;
}

/**
 * How the program discloses (issue 29): whether a request left unanswered discloses itself, after
 * how many days (staff are reminded a week before), and whether disclosures show what was paid.
 */
export function DisclosureField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const stored: DisclosureDraft = {
    isAutomatic: program.disclosureAfterDays !== null,
    days: program.disclosureAfterDays ?? 30,
    hideAmounts: program.hideDisclosedAmounts,
  };
  const draft = useDraft(stored);
  const save = useProgramMutation(
    program.id,
    (value: { disclosureAfterDays: number | null; hideDisclosedAmounts: boolean }) =>
      updateProgram(program.id, value),
    { onSuccess: draft.reset },
  );
  const days = typeof draft.value.days === "number" ? draft.value.days : Number.NaN;
  const isValid = !draft.value.isAutomatic || (Number.isInteger(days) && days >= 8 && days <= 365);
  const next = {
    disclosureAfterDays: draft.value.isAutomatic ? days : null,
    hideDisclosedAmounts: draft.value.hideAmounts,
  };
  const changed =
    next.disclosureAfterDays !== program.disclosureAfterDays ||
    next.hideDisclosedAmounts !== program.hideDisclosedAmounts;
  return (
    <ProgramSettingsField
      title={t("Disclosure")}
      description={t(
        "When a hunter asks that a closed report be disclosed and nobody answers, it can be published with the hunter's summary alone after a period. Your team is reminded a week before.",
      )}
      canSave={isValid && changed}
      isPending={save.isPending}
      onSave={() => save.mutate(next)}
      isEditable={isEditable}
    >
      <Switch
        label={t("Disclose unanswered requests")}
        checked={draft.value.isAutomatic}
        onChange={(event) => draft.edit({ ...draft.value, isAutomatic: event.currentTarget.checked })}
        disabled={!isEditable}
      />
      {draft.value.isAutomatic && (
        <NumberInput
          label={t("Days before an unanswered request is disclosed")}
          value={draft.value.days}
          onChange={(value) => draft.edit({ ...draft.value, days: value })}
          min={8}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          error={isValid ? null : t("Enter a whole number from 8 to 365.")}
          disabled={!isEditable}
          maw={260}
        />
      )}
      <Switch
        label={t("Hide reward amounts in disclosures")}
        checked={draft.value.hideAmounts}
        onChange={(event) => draft.edit({ ...draft.value, hideAmounts: event.currentTarget.checked })}
        disabled={!isEditable}
      />
    </ProgramSettingsField>
  );
}
