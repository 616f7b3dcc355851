import { type Program, type RewardLevel, rewardLevels, vrtPathName } from "@bounty/shared";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { formatNumber, formatYen } from "../../../../lib/money.ts";
import { useVrtLanguage } from "../../../severity/index.ts";

/** What a valid report earns, by severity and for specific vulnerability types (bounty and internal programs). */
export function ProgramOverviewRewards({ program }: { program: Program }) {
  const { t, i18n } = useTranslation();
  const language = useVrtLanguage();
  const { criticalityRewards, vrts } = program.rewards;
  const levelLabels: Record<RewardLevel, string> = {
    informational: t("Informational"),
    low: t("Low"),
    medium: t("Medium"),
    high: t("High"),
    critical: t("Critical"),
  };
  const amount = (value: number) =>
    program.creditSystem === "money"
      ? formatYen(value, i18n.language)
      : t("{{amount}} points", { amount: formatNumber(value, i18n.language) });
  const range = ({ from, to }: { from: number; to: number }) =>
    from === to ? amount(from) : `${amount(from)} – ${amount(to)}`;

  return (
    <SectionCard
      title={t("Rewards")}
      description={
        program.creditSystem === "money"
          ? t("Paid in yen for valid reports, by severity.")
          : t("Awarded in points for valid reports, by severity.")
      }
    >
      <Table.ScrollContainer minWidth={260}>
        <Table verticalSpacing="xs" aria-label={t("Rewards by severity")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("Severity")}</Table.Th>
              <Table.Th ta="right">{t("Reward")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...rewardLevels].reverse().map((level) => (
              <Table.Tr key={level}>
                <Table.Td>{levelLabels[level]}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {range(criticalityRewards[level])}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {vrts.length > 0 && (
        <>
          <Text fw={600} size="sm">
            {t("Rewards for specific vulnerability types")}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" aria-label={t("Rewards for specific vulnerability types")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Vulnerability type")}</Table.Th>
                  <Table.Th>{t("Severity")}</Table.Th>
                  <Table.Th ta="right">{t("Reward")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {vrts.map((vrt) => (
                  <Table.Tr key={vrt.vrtId}>
                    <Table.Td>{vrtPathName(vrt.vrtId, language)}</Table.Td>
                    <Table.Td>{levelLabels[vrt.criticality]}</Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {range(vrt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </SectionCard>
  );
}
