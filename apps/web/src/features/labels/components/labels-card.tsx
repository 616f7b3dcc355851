import { LABEL_NAME_MAX, LABELS_MAX, type Label, type LabelColor, labelColors } from "@bounty/shared";
import { ActionIcon, Button, Group, Select, Skeleton, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconPencil, IconTag, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { SectionCard } from "../../../components/pages/section-card.tsx";
import { labelsKey, reportsKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { createLabel, deleteLabel, labelsQuery, updateLabel } from "../api/labels.ts";
import { LabelBadge, LabelSwatch, useLabelColorNames } from "./label-badge.tsx";

/**
 * Issue 47: the organization's labels in its settings. Every member reads what they are (and how
 * many reports carry each); the admin adds, renames, recolours and deletes them.
 */
export function LabelsCard({ organizationId, editable }: { organizationId: string; editable: boolean }) {
  const { t } = useTranslation();
  const labels = useQuery(labelsQuery(organizationId));
  return (
    <SectionCard
      icon={<IconTag size={22} />}
      title={t("Labels")}
      description={t(
        "Your team's own words for sorting reports (a team, a product area, “needs info”). Hunters never see them.",
      )}
    >
      {labels.isError && <LoadFailed onRetry={() => void labels.refetch()} />}
      {labels.isPending && <Skeleton height={36} radius="sm" />}
      {labels.isSuccess && (
        <Stack gap="md">
          {editable ? (
            <LabelForm organizationId={organizationId} full={labels.data.length >= LABELS_MAX} />
          ) : null}
          {labels.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("No labels yet.")}
            </Text>
          ) : (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
              {labels.data.map((label) => (
                <LabelRow key={label.id} label={label} organizationId={organizationId} editable={editable} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

function ColorSelect({ value, onChange }: { value: LabelColor; onChange: (c: LabelColor) => void }) {
  const { t } = useTranslation();
  const names = useLabelColorNames();
  return (
    <Select
      label={t("Colour")}
      data={labelColors.map((c) => ({ value: c, label: names[c] }))}
      value={value}
      onChange={(c) => c && onChange(c as LabelColor)}
      allowDeselect={false}
      leftSection={<LabelSwatch color={value} size={12} />}
      renderOption={({ option }) => (
        <Group gap={8} wrap="nowrap">
          <LabelSwatch color={option.value as LabelColor} size={12} />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      w={150}
    />
  );
}

/** A new label's name and colour, or a label's new ones (`label` given). */
function LabelForm({
  organizationId,
  full = false,
  label,
  onDone,
}: {
  organizationId: string;
  full?: boolean;
  label?: Label;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(label?.name ?? "");
  const [color, setColor] = useState<LabelColor>(label?.color ?? "blue");
  const save = useMutation({
    mutationFn: () =>
      label
        ? updateLabel(label.id, { name: name.trim(), color })
        : createLabel(organizationId, { name: name.trim(), color }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: labelsKey(organizationId) });
      // Reports show a label by its current name: a rename or recolour reaches every list.
      if (label) await queryClient.invalidateQueries({ queryKey: reportsKey });
      showSuccessToast(label ? t("Label saved") : t("Label “{{name}}” added", { name: saved.name }));
      setName(label ? saved.name : "");
      onDone?.();
    },
  });
  const trimmed = name.trim();
  const problem =
    trimmed.length > LABEL_NAME_MAX
      ? t("Name the label in at most {{max}} characters.", { max: LABEL_NAME_MAX })
      : trimmed.includes(",")
        ? t("Leave commas out of a label's name.")
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !problem && !full) save.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={label ? t("Edit label") : t("New label")}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={label ? t("Name") : t("New label")}
          placeholder={label ? undefined : t("Needs info")}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={problem}
          description={
            full
              ? t("The organization has {{max}} labels: delete one first.", { max: LABELS_MAX })
              : undefined
          }
          disabled={full}
          style={{ flex: "1 1 200px" }}
          autoFocus={label !== undefined}
        />
        <ColorSelect value={color} onChange={setColor} />
        <Group gap="xs" mt={25}>
          {label ? (
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t("Cancel")}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!trimmed || problem !== null || full}>
            {label ? t("Save") : t("Add label")}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

function LabelRow({
  label,
  organizationId,
  editable,
}: {
  label: Label;
  organizationId: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteLabel(label.id),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: labelsKey(organizationId) });
      await queryClient.invalidateQueries({ queryKey: reportsKey });
      showSuccessToast(t("Label “{{name}}” deleted", { name: label.name }));
    },
  });
  if (editing)
    return (
      <li>
        <LabelForm organizationId={organizationId} label={label} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <Group component="li" gap="sm" wrap="nowrap" justify="space-between" data-testid="label-row">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <LabelBadge label={label} size="md" />
        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          {t("Reports: {{count}}", { count: label.reports })}
        </Text>
      </Group>
      {editable ? (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t("Edit “{{name}}”", { name: label.name })}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t("Edit “{{name}}”", { name: label.name })}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t("Delete “{{name}}”", { name: label.name })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("Delete “{{name}}”", { name: label.name })}
              onClick={() => setConfirming(true)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t("Delete the label “{{name}}”?", { name: label.name })}
        confirmLabel={t("Delete label")}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          {t(
            "It comes off every report that carries it ({{count}}) and out of every saved view that filters by it. This cannot be undone.",
            { count: label.reports },
          )}
        </Text>
      </ConfirmDialog>
    </Group>
  );
}
