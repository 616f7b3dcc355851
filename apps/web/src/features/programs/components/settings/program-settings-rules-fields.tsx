import type { CountryCode, Program } from "@bounty/shared";
import { Alert, MultiSelect, NumberInput, SegmentedControl, Switch, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions } from "../../../../lib/countries.ts";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import {
  creditSystemsFor,
  cvssChoicesFor,
  isCreditSystemLocked,
  isSameSet,
  replyDaysOf,
  replySecondsOf,
} from "../../api/program-settings-rules.ts";
import { type FieldProps, useDraft } from "./program-settings-draft.ts";
import { ProgramSettingsField } from "./program-settings-field.tsx";

// The General settings about money and reports: credit system, reply time, CVSS, countries, open reports.

export function CreditSystemField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const credit = useDraft(program.creditSystem);
  const save = useProgramMutation(
    program.id,
    (value: Program["creditSystem"]) => updateProgram(program.id, { creditSystem: value }),
    { onSuccess: credit.reset },
  );
  const isLocked = isCreditSystemLocked(program);
  const choices = creditSystemsFor(program);
  const labels = { money: t("Money"), point: t("Points") };
  return (
    <ProgramSettingsField
      title={t("Reward system")}
      description={t("Whether rewards are paid in money or in points.")}
      canSave={!isLocked && credit.value !== program.creditSystem}
      isPending={save.isPending}
      onSave={() => save.mutate(credit.value)}
      isEditable={isEditable && !isLocked}
    >
      <SegmentedControl
        aria-label={t("Reward system")}
        value={credit.value}
        onChange={(value) => credit.edit(value as Program["creditSystem"])}
        data={(["money", "point"] as const).map((value) => ({
          value,
          label: labels[value],
          disabled: !choices.includes(value),
        }))}
        disabled={!isEditable || isLocked}
        style={{ alignSelf: "flex-start" }}
      />
      {isLocked ? (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
          {t("The reward system cannot change once the program has been activated.")}
        </Alert>
      ) : (
        program.type !== "internal" && (
          <Text size="sm" c="dimmed">
            {t("Only internal programs may pay in points.")}
          </Text>
        )
      )}
    </ProgramSettingsField>
  );
}

export function ReplyTimeField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const days = useDraft<number | string>(replyDaysOf(program.replySpeed));
  const save = useProgramMutation(
    program.id,
    (value: number) => updateProgram(program.id, { replySpeed: replySecondsOf(value) }),
    { onSuccess: days.reset },
  );
  const value = typeof days.value === "number" ? days.value : Number.NaN;
  const isValid = Number.isInteger(value) && value >= 0 && value <= 365;
  return (
    <ProgramSettingsField
      title={t("Reply time")}
      description={t("How many business days hunters may expect to wait for your first reply.")}
      canSave={isValid && value !== replyDaysOf(program.replySpeed)}
      isPending={save.isPending}
      onSave={() => save.mutate(value)}
      isEditable={isEditable}
    >
      <NumberInput
        aria-label={t("Reply time in business days")}
        value={days.value}
        onChange={days.edit}
        min={0}
        max={365}
        allowDecimal={false}
        allowNegative={false}
        suffix={` ${value === 1 ? t("business day") : t("business days")}`}
        error={days.isEdited && !isValid ? t("Enter a whole number of days, 0 or more.") : null}
        disabled={!isEditable}
        maw={260}
      />
    </ProgramSettingsField>
  );
}

export function CvssField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const cvss = useDraft(program.cvssVersion);
  const save = useProgramMutation(
    program.id,
    (value: Program["cvssVersion"]) => updateProgram(program.id, { cvssVersion: value }),
    { onSuccess: cvss.reset },
  );
  const choices = cvssChoicesFor(program.cvssVersion);
  return (
    <ProgramSettingsField
      title={t("CVSS version")}
      description={t(
        "CVSS can be upgraded from 3.1 to 4.0, never downgraded. Reports already submitted keep their scores; they are not migrated.",
      )}
      canSave={cvss.value !== program.cvssVersion}
      isPending={save.isPending}
      onSave={() => save.mutate(cvss.value)}
      isEditable={isEditable && choices.length > 1}
    >
      <SegmentedControl
        aria-label={t("CVSS version")}
        value={cvss.value}
        onChange={(value) => cvss.edit(value as Program["cvssVersion"])}
        data={(["3.1", "4.0"] as const).map((value) => ({
          value,
          label: `CVSS ${value}`,
          disabled: !choices.includes(value),
        }))}
        disabled={!isEditable || choices.length === 1}
        style={{ alignSelf: "flex-start" }}
      />
    </ProgramSettingsField>
  );
}

export function CountriesField({ program, isEditable }: FieldProps) {
  const { t, i18n } = useTranslation();
  const countries = useDraft(program.allowedCountries);
  const save = useProgramMutation(
    program.id,
    // The choices are the shared list's codes only.
    (value: string[]) => updateProgram(program.id, { allowedCountries: value as CountryCode[] }),
    { onSuccess: countries.reset },
  );
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <ProgramSettingsField
      title={t("Countries of residence")}
      description={t(
        "Only hunters who live in these countries may submit reports. Leave it empty to accept reports from anywhere.",
      )}
      canSave={!isSameSet(countries.value, program.allowedCountries)}
      isPending={save.isPending}
      onSave={() => save.mutate(countries.value)}
      isEditable={isEditable}
    >
      <MultiSelect
        aria-label={t("Countries of residence")}
        data={data}
        value={countries.value}
        onChange={countries.edit}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t("No country matches")}
        placeholder={countries.value.length === 0 ? t("Any country") : undefined}
        maxDropdownHeight={280}
        disabled={!isEditable}
      />
    </ProgramSettingsField>
  );
}

export function OpenReportsField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const stored = program.maxOpenReportsPerHunter;
  const limit = useDraft<{ isLimited: boolean; count: number | string }>({
    isLimited: stored !== null,
    count: stored ?? 5,
  });
  const save = useProgramMutation(
    program.id,
    (value: number | null) => updateProgram(program.id, { maxOpenReportsPerHunter: value }),
    { onSuccess: limit.reset },
  );
  const count = typeof limit.value.count === "number" ? limit.value.count : Number.NaN;
  const isValid = !limit.value.isLimited || (Number.isInteger(count) && count >= 1 && count <= 1000);
  const next = limit.value.isLimited ? count : null;
  return (
    <ProgramSettingsField
      title={t("Open reports per hunter")}
      description={t(
        "Limit how many open reports (New or Checked, not yet accepted or rejected) one hunter may have at once, so a flood of reports cannot bury your team.",
      )}
      canSave={isValid && next !== stored}
      isPending={save.isPending}
      onSave={() => save.mutate(next)}
      isEditable={isEditable}
    >
      <Switch
        label={t("Limit open reports per hunter")}
        checked={limit.value.isLimited}
        onChange={(event) => limit.edit({ ...limit.value, isLimited: event.currentTarget.checked })}
        disabled={!isEditable}
      />
      {limit.value.isLimited && (
        <NumberInput
          aria-label={t("Open reports per hunter")}
          value={limit.value.count}
          onChange={(count) => limit.edit({ ...limit.value, count })}
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          error={isValid ? null : t("Enter a whole number from 1 to 1000.")}
          disabled={!isEditable}
          maw={260}
        />
      )}
    </ProgramSettingsField>
  );
}
