import { type Label, REPORT_LABELS_MAX, type ReportLabel } from "@bounty/shared";
import { Group, MultiSelect, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useShortcuts } from "../../../lib/shortcuts.ts";
import { labelsQuery } from "../api/labels.ts";
import { LabelSwatch } from "./label-badge.tsx";

export interface LabelChange {
  addLabels?: string[];
  removeLabels?: string[];
}

/** What a picker's new value puts on and takes off, against what the report carries. */
export function labelChangeOf(current: readonly string[], next: readonly string[]): LabelChange {
  const addLabels = next.filter((id) => !current.includes(id));
  const removeLabels = current.filter((id) => !next.includes(id));
  return {
    ...(addLabels.length > 0 ? { addLabels } : {}),
    ...(removeLabels.length > 0 ? { removeLabels } : {}),
  };
}

/**
 * Issue 47: the report's labels on its page, for the program's staff. Each pick or removal is saved
 * at once as a change (what it puts on or takes off), so two members labelling together both count.
 * `l` takes the focus to it.
 */
export function LabelPicker({
  organizationId,
  labels,
  onChange,
}: {
  organizationId: string;
  labels: ReportLabel[];
  onChange: (change: LabelChange) => Promise<void>;
}) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const all = useQuery(labelsQuery(organizationId));
  useShortcuts({ l: () => field.current?.focus() });
  const known = new Map<string, Pick<Label, "id" | "name" | "color">>((all.data ?? []).map((l) => [l.id, l]));
  // The report's own stay named while the list loads (or after a rename elsewhere).
  for (const label of labels) if (!known.has(label.id)) known.set(label.id, label);
  const current = labels.map((l) => l.id);
  const none = all.isSuccess && all.data.length === 0;
  return (
    <MultiSelect
      ref={field}
      label={t("Labels")}
      description={
        none
          ? t("The organization has no labels yet: its admin adds them in Settings.")
          : t("Only the program's team sees them.")
      }
      placeholder={labels.length === 0 ? t("No labels") : undefined}
      data={[...known.values()].map((l) => ({ value: l.id, label: l.name }))}
      value={current}
      onChange={(next) => {
        const change = labelChangeOf(current, next);
        if (change.addLabels || change.removeLabels) void onChange(change).catch(() => undefined);
      }}
      renderOption={({ option, checked }) => {
        const label = known.get(option.value);
        return (
          <Group gap={8} wrap="nowrap" style={{ flex: 1 }}>
            {label ? <LabelSwatch color={label.color} /> : null}
            <Text size="sm" style={{ flex: 1 }}>
              {option.label}
            </Text>
            {checked ? <IconCheck size={14} aria-hidden /> : null}
          </Group>
        );
      }}
      maxValues={REPORT_LABELS_MAX}
      disabled={none}
      searchable
      hidePickedOptions={false}
      nothingFoundMessage={t("No label by that name")}
    />
  );
}
