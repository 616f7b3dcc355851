import {
  type Program,
  type ProgramRewards,
  type RewardLevel,
  rewardLevels,
  type UpdateProgram,
  type VrtReward,
  vrtPathName,
} from "@bounty/shared";
import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TabFrame } from "../../../../components/pages/tab-frame.tsx";
import { useVrtLanguage, VrtPicker } from "../../../severity/index.ts";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { SeverityAmountInput } from "./severity-amount-input.tsx";

interface TabProps {
  program: Program;
  canEdit: boolean;
}

/** Severity (not vdp): the reward range per level, and specific rewards per vulnerability type. */
export function SeverityTab({ program, canEdit }: TabProps) {
  const { t } = useTranslation();
  const language = useVrtLanguage();
  const [rewards, setRewards] = useState<ProgramRewards>(program.rewards);
  const [isAdding, setAdding] = useState(false);
  const save = useProgramMutation(program.id, (input: UpdateProgram) =>
    updateProgram(program.id, input, { toast: false }),
  );
  const levelLabels: Record<RewardLevel, string> = {
    informational: t("Informational"),
    low: t("Low"),
    medium: t("Medium"),
    high: t("High"),
    critical: t("Critical"),
  };
  const inverted = t("The upper bound must not be below the lower one.");
  const hasInvertedRange =
    rewardLevels.some((l) => rewards.criticalityRewards[l].to < rewards.criticalityRewards[l].from) ||
    rewards.vrts.some((v) => v.to < v.from);

  const setLevel = (level: RewardLevel, bound: "from" | "to", value: number) =>
    setRewards((current) => ({
      ...current,
      criticalityRewards: {
        ...current.criticalityRewards,
        [level]: { ...current.criticalityRewards[level], [bound]: value },
      },
    }));
  const setVrt = (vrtId: string, change: Partial<VrtReward>) =>
    setRewards((current) => ({
      ...current,
      vrts: current.vrts.map((v) => (v.vrtId === vrtId ? { ...v, ...change } : v)),
    }));
  const handleAddVrt = (vrtId: string | null) => {
    setAdding(false);
    if (!vrtId || rewards.vrts.some((v) => v.vrtId === vrtId)) return;
    const range = rewards.criticalityRewards.medium;
    setRewards((current) => ({
      ...current,
      vrts: [...current.vrts, { vrtId, criticality: "medium", from: range.from, to: range.to }],
    }));
  };

  return (
    <TabFrame
      title={t("Severity")}
      description={
        program.creditSystem === "point"
          ? t("The reward range for each severity level, in points.")
          : t("The reward range for each severity level, in yen.")
      }
      onSave={canEdit ? () => save.mutate({ rewards }) : undefined}
      isSaving={save.isPending}
      isSaveDisabled={hasInvertedRange}
    >
      {save.error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t("Not saved")}>
          {save.error.message}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("Severity")}</Table.Th>
              <Table.Th>{t("From")}</Table.Th>
              <Table.Th>{t("To")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rewardLevels.map((level) => {
              const range = rewards.criticalityRewards[level];
              return (
                <Table.Tr key={level}>
                  <Table.Td fw={600}>{levelLabels[level]}</Table.Td>
                  <Table.Td>
                    <SeverityAmountInput
                      creditSystem={program.creditSystem}
                      label={t("{{name}} from", { name: levelLabels[level] })}
                      hideLabel
                      value={range.from}
                      readOnly={!canEdit}
                      onChange={(value) => setLevel(level, "from", value)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <SeverityAmountInput
                      creditSystem={program.creditSystem}
                      label={t("{{name}} to", { name: levelLabels[level] })}
                      hideLabel
                      value={range.to}
                      readOnly={!canEdit}
                      onChange={(value) => setLevel(level, "to", value)}
                      error={range.to < range.from ? inverted : null}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            {t("Specific rewards")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("A severity and range for particular vulnerability types, instead of the ranges above.")}
          </Text>
        </div>
        {rewards.vrts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("No specific reward.")}
          </Text>
        )}
        {rewards.vrts.map((vrt) => {
          const name = vrtPathName(vrt.vrtId, language);
          return (
            <Stack key={vrt.vrtId} gap={6} data-testid={`vrt-reward-${vrt.vrtId}`}>
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {name}
              </Text>
              <Group gap="sm" align="flex-start" wrap="wrap">
                <Select
                  aria-label={t("Severity of {{name}}", { name })}
                  data={rewardLevels.map((l) => ({ value: l, label: levelLabels[l] }))}
                  value={vrt.criticality}
                  allowDeselect={false}
                  readOnly={!canEdit}
                  onChange={(value) => value && setVrt(vrt.vrtId, { criticality: value as RewardLevel })}
                  w={160}
                />
                <SeverityAmountInput
                  creditSystem={program.creditSystem}
                  label={t("{{name}} from", { name })}
                  hideLabel
                  value={vrt.from}
                  readOnly={!canEdit}
                  onChange={(value) => setVrt(vrt.vrtId, { from: value })}
                />
                <SeverityAmountInput
                  creditSystem={program.creditSystem}
                  label={t("{{name}} to", { name })}
                  hideLabel
                  value={vrt.to}
                  readOnly={!canEdit}
                  onChange={(value) => setVrt(vrt.vrtId, { to: value })}
                  error={vrt.to < vrt.from ? inverted : null}
                />
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t("Remove {{name}}", { name })}
                    onClick={() =>
                      setRewards((current) => ({
                        ...current,
                        vrts: current.vrts.filter((v) => v.vrtId !== vrt.vrtId),
                      }))
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            </Stack>
          );
        })}
        {canEdit &&
          (isAdding ? (
            <VrtPicker
              value={null}
              onChange={handleAddVrt}
              label={t("Add a specific reward")}
              description={t("Search the vulnerability taxonomy, or browse it.")}
            />
          ) : (
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                {t("Add a specific reward")}
              </Button>
            </Group>
          ))}
      </Stack>
    </TabFrame>
  );
}
