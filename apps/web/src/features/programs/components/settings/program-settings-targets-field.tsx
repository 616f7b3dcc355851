import type { ResponseTargetDays } from "@bounty/shared";
import { Group, NumberInput, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { type FieldProps, useDraft } from "./program-settings-draft.ts";
import { ProgramSettingsField } from "./program-settings-field.tsx";

type Key = keyof ResponseTargetDays;
const isValidDays = (value: number | null) =>
  value === null || (Number.isInteger(value) && value >= 1 && value <= 365);
const same = (a: ResponseTargetDays, b: ResponseTargetDays) =>
  a.triage === b.triage && a.reward === b.reward && a.resolution === b.resolution;

/**
 * Issue 30: the response targets beside the reply time, in business days; empty is no target. The
 * statistics, the report list's time left and the program's health badge measure against them.
 */
export function TargetsField({ program, isEditable }: FieldProps) {
  const { t } = useTranslation();
  const draft = useDraft<ResponseTargetDays>(program.targets);
  const save = useProgramMutation(
    program.id,
    (targets: ResponseTargetDays) => updateProgram(program.id, { targets }),
    { onSuccess: draft.reset },
  );
  const keys: Key[] = program.type === "vdp" ? ["triage", "resolution"] : ["triage", "reward", "resolution"];
  const labels: Record<Key, string> = {
    triage: t("Triage"),
    reward: t("Reward"),
    resolution: t("Resolution"),
  };
  const isValid = keys.every((key) => isValidDays(draft.value[key]));
  const edit = (key: Key, value: number | string) =>
    draft.edit({ ...draft.value, [key]: value === "" ? null : Number(value) });
  return (
    <ProgramSettingsField
      title={t("Response targets")}
      description={t(
        "Business days from submission by which each step should happen; leave one empty for no target. The reply time above is the first response's target.",
      )}
      canSave={isValid && !same(draft.value, program.targets)}
      isPending={save.isPending}
      onSave={() => save.mutate(draft.value)}
      isEditable={isEditable}
    >
      <Group gap="md" align="flex-start">
        {keys.map((key) => (
          <NumberInput
            key={key}
            label={labels[key]}
            value={draft.value[key] ?? ""}
            onChange={(value) => edit(key, value)}
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            placeholder={t("No target")}
            suffix={` ${t("business days")}`}
            error={isValidDays(draft.value[key]) ? null : t("Use 1 to 365 business days.")}
            disabled={!isEditable}
            w={190}
          />
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {t("Staff get one e-mail a day listing the reports past a target.")}
      </Text>
    </ProgramSettingsField>
  );
}
