import { getVrtNode, type Language, vrtName, vrtPath } from "@bounty/shared";
import { Box, Button, Group, Paper, Text } from "@mantine/core";
import { IconPencil, IconX } from "@tabler/icons-react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { VRT_ANY } from "../api/vrt-value.ts";
import { VrtPriorityBadge } from "./vrt-priority-badge.tsx";

interface VrtSelectionProps {
  /** "any" or a selectable type id. */
  value: string;
  language: Language;
  changeRef: Ref<HTMLButtonElement>;
  onChangeClick: () => void;
  onClear: () => void;
}

/** The chosen type with its whole path and priority, and buttons to change or clear it. */
export function VrtSelection({ value, language, changeRef, onChangeClick, onClear }: VrtSelectionProps) {
  const { t } = useTranslation();
  const node = value === VRT_ANY ? null : getVrtNode(value);
  const parents = vrtPath(value)
    .slice(0, -1)
    .map((step) => vrtName(step, language))
    .join(" > ");

  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={t("Selected vulnerability type")}>
      <Group justify="space-between" align="center" gap="xs">
        <Box style={{ flex: "1 1 200px", minWidth: 0, overflowWrap: "anywhere" }}>
          {parents && (
            <Text size="xs" c="dimmed">
              {parents}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {node ? vrtName(node, language) : t("Any")}
          </Text>
          {!node && (
            <Text size="xs" c="dimmed">
              {t("Every vulnerability type")}
            </Text>
          )}
        </Box>
        {node && <VrtPriorityBadge priority={node.priority ?? null} />}
      </Group>
      <Group gap="xs" mt="xs">
        <Button
          ref={changeRef}
          size="compact-sm"
          variant="light"
          leftSection={<IconPencil size={14} />}
          onClick={onChangeClick}
          aria-label={t("Change vulnerability type")}
        >
          {t("Change")}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={14} />}
          onClick={onClear}
          aria-label={t("Clear vulnerability type")}
        >
          {t("Clear")}
        </Button>
      </Group>
    </Paper>
  );
}
