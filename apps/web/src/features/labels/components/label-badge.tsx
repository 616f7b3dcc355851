import type { LabelColor, ReportLabel } from "@bounty/shared";
import { Badge, type BadgeProps, ColorSwatch, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The palette's swatch: the colour marks the label, the name stays in the page's own text colour. */
export function LabelSwatch({ color, size = 8 }: { color: LabelColor; size?: number }) {
  return (
    <ColorSwatch
      component="span"
      color={`var(--mantine-color-${color}-filled)`}
      size={size}
      withShadow={false}
      aria-hidden
    />
  );
}

/**
 * A label as the table, the cards and the report page show it. Its text keeps the theme's colour, so
 * every palette colour reads at the same contrast in light and dark (a yellow text would not).
 */
export function LabelBadge({ label, size = "sm" }: { label: ReportLabel; size?: BadgeProps["size"] }) {
  return (
    <Badge
      variant="default"
      size={size}
      radius="sm"
      tt="none"
      fw={500}
      leftSection={<LabelSwatch color={label.color} />}
      style={{ maxWidth: "100%" }}
      title={label.name}
    >
      {label.name}
    </Badge>
  );
}

/** A report's labels, in a row that wraps; nothing when it has none. */
export function LabelBadges({ labels, size = "sm" }: { labels: ReportLabel[]; size?: BadgeProps["size"] }) {
  const { t } = useTranslation();
  if (labels.length === 0) return null;
  return (
    <Group
      gap={4}
      wrap="wrap"
      component="ul"
      p={0}
      m={0}
      aria-label={t("Labels")}
      style={{ listStyle: "none" }}
    >
      {labels.map((label) => (
        <li key={label.id} style={{ maxWidth: "100%" }}>
          <LabelBadge label={label} size={size} />
        </li>
      ))}
    </Group>
  );
}

/** The palette's names as a person reads them (the colour picker's choices). */
export function useLabelColorNames(): Record<LabelColor, string> {
  const { t } = useTranslation();
  return {
    gray: t("Gray"),
    red: t("Red"),
    pink: t("Pink"),
    grape: t("Grape"),
    violet: t("Violet"),
    indigo: t("Indigo"),
    blue: t("Blue"),
    cyan: t("Cyan"),
    teal: t("Teal"),
    green: t("Green"),
    lime: t("Lime"),
    yellow: t("Yellow"),
    orange: t("Orange"),
  };
}
