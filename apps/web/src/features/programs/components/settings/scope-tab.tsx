import { type Program, type ScopeGroup, vrtPathName } from "@bounty/shared";
import { Badge, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { TabFrame } from "../../../../components/pages/tab-frame.tsx";
import { useVrtLanguage } from "../../../severity/index.ts";
import { deleteScopeGroup, useProgramMutation } from "../../api/program-home-mutations.ts";
import { scopeCategoryLabels } from "./scope-category-labels.ts";
import { ScopeGroupForm } from "./scope-group-form.tsx";

/** Scope: the program's scope groups, added, edited and deleted one at a time (saved at once). */
export function ScopeTab({ program, canEdit }: { program: Program; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ScopeGroup | "new" | null>(null);
  const [deleting, setDeleting] = useState<ScopeGroup | null>(null);
  const remove = useProgramMutation(program.id, (groupId: string) => deleteScopeGroup(program.id, groupId), {
    onSuccess: () => setDeleting(null),
  });

  return (
    <TabFrame
      title={t("Scope")}
      description={
        program.type === "vdp"
          ? t("The assets researchers may test, each with a unique identifier.")
          : t("The targets researchers may test, and which vulnerability types count for each.")
      }
      aside={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setEditing("new")}>
            {t("Add scope")}
          </Button>
        )
      }
    >
      {program.scopeGroups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("No scope yet. Add the first target researchers may test.")}
        </Text>
      ) : (
        <Stack gap="sm">
          {program.scopeGroups.map((group) => (
            <ScopeGroupCard
              key={group.id}
              group={group}
              canEdit={canEdit}
              onEdit={() => setEditing(group)}
              onDelete={() => setDeleting(group)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("Add scope") : t("Edit scope")}
        size="lg"
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        {editing !== null && (
          <ScopeGroupForm
            program={program}
            group={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("Delete this scope?")}
        confirmLabel={t("Delete")}
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">
          {t("Researchers will no longer see {{identifier}} in the program's scope.", {
            identifier: deleting?.identifier ?? "",
          })}
        </Text>
      </ConfirmDialog>
    </TabFrame>
  );
}

function ScopeGroupCard({
  group,
  canEdit,
  onEdit,
  onDelete,
}: {
  group: ScopeGroup;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const language = useVrtLanguage();
  const labels = scopeCategoryLabels(t);
  return (
    <Paper withBorder p="md" radius="md" data-testid={`scope-${group.identifier}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {group.identifier}
          </Text>
          {canEdit && (
            <Group gap={4}>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPencil size={14} />}
                onClick={onEdit}
                aria-label={t("Edit {{identifier}}", { identifier: group.identifier })}
              >
                {t("Edit")}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={onDelete}
                aria-label={t("Delete {{identifier}}", { identifier: group.identifier })}
              >
                {t("Delete")}
              </Button>
            </Group>
          )}
        </Group>
        {group.type.length > 0 && (
          <Group gap={6}>
            {group.type.map((type) => (
              <Badge key={type} variant="light" color="gray">
                {labels[type]}
              </Badge>
            ))}
          </Group>
        )}
        {group.description && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {group.description}
          </Text>
        )}
        {group.type.length > 0 && (
          <Text size="sm" c="dimmed">
            {group.scopes.length === 0
              ? t("Vulnerability types: any")
              : t("Vulnerability types: {{list}}", {
                  list: group.scopes.map((s) => vrtPathName(s.vrtId, language)).join(", "),
                })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
