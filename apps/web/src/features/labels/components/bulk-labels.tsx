import { Button, Checkbox, Group, Popover, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactElement, useState } from "react";
import { useTranslation } from "react-i18next";
import { labelsQuery } from "../api/labels.ts";
import { LabelSwatch } from "./label-badge.tsx";
import type { LabelChange } from "./label-picker.tsx";

/**
 * Issue 47: labels put on, or taken off, every selected report at once. The API takes the change
 * all or nothing (a report that would carry more than the limit refuses it for all, and says so).
 */
export function BulkLabels({
  organizationId,
  disabled,
  loading,
  guard,
  onApply,
}: {
  organizationId: string;
  disabled: boolean;
  loading: boolean;
  guard: (node: ReactElement) => ReactElement;
  /** Resolves true once applied: the picks are then cleared and the popover closes. */
  onApply: (change: LabelChange, names: string[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const labels = useQuery({ ...labelsQuery(organizationId), enabled: opened });
  const [query, setQuery] = useState("");
  const byId = new Map((labels.data ?? []).map((l) => [l.id, l]));
  const needle = query.trim().toLowerCase();
  // Picked labels stay in sight while the list is narrowed by name.
  const shown = (labels.data ?? []).filter(
    (l) => !needle || picked.includes(l.id) || l.name.toLowerCase().includes(needle),
  );
  const apply = async (change: LabelChange) => {
    const names = picked.map((id) => byId.get(id)?.name ?? "");
    if (await onApply(change, names)) {
      setPicked([]);
      setOpened(false);
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        {guard(
          <Button
            size="xs"
            variant="default"
            rightSection={<IconChevronDown size={14} />}
            disabled={disabled}
            loading={loading && opened}
            onClick={() => setOpened((o) => !o)}
          >
            {t("Labels")}
          </Button>,
        )}
      </Popover.Target>
      <Popover.Dropdown w={300}>
        <Stack gap="sm">
          {labels.isSuccess && labels.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("The organization has no labels yet: its admin adds them in Settings.")}
            </Text>
          ) : (
            <Stack gap={6}>
              {(labels.data?.length ?? 0) > 10 ? (
                <TextInput
                  aria-label={t("Find a label")}
                  placeholder={t("Find a label")}
                  size="xs"
                  value={query}
                  onChange={(event) => setQuery(event.currentTarget.value)}
                />
              ) : null}
              <ScrollArea.Autosize mah={260} type="auto">
                <Checkbox.Group value={picked} onChange={setPicked} label={t("Labels")}>
                  <Stack gap={6} mt={6}>
                    {shown.map((l) => (
                      <Checkbox
                        key={l.id}
                        value={l.id}
                        size="xs"
                        label={
                          <Group gap={6} wrap="nowrap" component="span">
                            <LabelSwatch color={l.color} />
                            {l.name}
                          </Group>
                        }
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              </ScrollArea.Autosize>
            </Stack>
          )}
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="default"
              disabled={picked.length === 0}
              loading={loading}
              onClick={() => void apply({ removeLabels: picked })}
            >
              {t("Take off")}
            </Button>
            <Button
              size="xs"
              disabled={picked.length === 0}
              loading={loading}
              onClick={() => void apply({ addLabels: picked })}
            >
              {t("Put on")}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
