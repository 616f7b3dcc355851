import { severityOfVrtPriority, type VrtPriority } from "@bounty/shared";
import { Group, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SeverityBadge } from "./severity-badge.tsx";

/** A leaf's VRT priority (P1 to P5, or Varies) next to the severity it stands for. */
export function VrtPriorityBadge({ priority }: { priority: VrtPriority | null }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      <VisuallyHidden>{t("Priority:")}</VisuallyHidden>
      <Text span size="xs" fw={700} c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {priority === null ? t("Varies") : t("P{{priority}}", { priority })}
      </Text>
      <SeverityBadge severity={severityOfVrtPriority(priority)} size="sm" />
    </Group>
  );
}
