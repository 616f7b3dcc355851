import type { SeverityLevel } from "@bounty/shared";
import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

// Fixed shades with a text colour chosen for at least 4.5:1 contrast; filled badges look the same in both themes.
const TONES: Record<SeverityLevel, { color: string; text: string }> = {
  critical: { color: "red.9", text: "white" },
  high: { color: "orange.6", text: "dark.9" },
  medium: { color: "yellow.4", text: "dark.9" },
  low: { color: "blue.8", text: "white" },
  none: { color: "gray.7", text: "white" },
  informational: { color: "cyan.9", text: "white" },
  flex: { color: "violet.7", text: "white" },
};

/** Translated severity names, e.g. for filters and selects; the badge shows the same words. */
export function useSeverityLabels(): Record<SeverityLevel, string> {
  const { t } = useTranslation();
  return {
    none: t("None"),
    low: t("Low"),
    medium: t("Medium"),
    high: t("High"),
    critical: t("Critical"),
    informational: t("Informational"),
    flex: t("Flex"),
  };
}

interface SeverityBadgeProps extends Omit<BadgeProps, "color" | "children"> {
  severity: SeverityLevel;
  /** A CVSS score, shown with one decimal after the label. */
  score?: number;
}

/** The one severity badge: the level's colour plus its name, so it never relies on colour alone. */
export function SeverityBadge({ severity, score, ...props }: SeverityBadgeProps) {
  const labels = useSeverityLabels();
  const tone = TONES[severity];
  return (
    <Badge variant="filled" color={tone.color} c={tone.text} data-severity={severity} {...props}>
      {score === undefined ? labels[severity] : `${labels[severity]} ${score.toFixed(1)}`}
    </Badge>
  );
}
