import type { Program, SaveTestForm, TestForm } from "@bounty/shared";
import { ActionIcon, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconForms, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { useProgramMutation } from "../../api/program-home-mutations.ts";
import { createTestForm, deleteTestForm, updateTestForm } from "../../api/program-test-api.ts";
import { TestFormDialog } from "./test-form-dialog.tsx";

type Editing = { form: TestForm | null } | null;

/** The forms hunters ask for test information through: add, edit, delete (spec §2 test page). */
export function ProgramTestForms({ program, isReadOnly }: { program: Program; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  // The form stays while its dialog closes, so the closing dialog keeps its text.
  const [deleting, setDeleting] = useState<TestForm | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const save = useProgramMutation(
    program.id,
    (values: SaveTestForm) =>
      editing?.form
        ? updateTestForm(program.id, editing.form.id, values)
        : createTestForm(program.id, values),
    { onSuccess: () => setEditing(null) },
  );
  const remove = useProgramMutation(program.id, (formId: string) => deleteTestForm(program.id, formId), {
    onSuccess: () => setDeleteOpen(false),
  });

  return (
    <SectionCard
      icon={<IconForms size={22} />}
      title={t("Test-information forms")}
      description={t("Hunters ask through these forms for what they need to test, such as accounts.")}
    >
      <Stack gap="xs">
        {program.testForms.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("There are no forms yet.")}
          </Text>
        )}
        {program.testForms.map((form) => (
          <Paper key={form.id} withBorder p="sm" data-testid={`test-form-${form.id}`}>
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{form.title}</Text>
                {form.description && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {form.description}
                  </Text>
                )}
              </div>
              {!isReadOnly && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t("Edit {{title}}", { title: form.title })}
                    onClick={() => setEditing({ form })}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("Delete {{title}}", { title: form.title })}
                    onClick={() => {
                      setDeleting(form);
                      setDeleteOpen(true);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ form: null })}>
              {t("Add a form")}
            </Button>
          </Group>
        )}
      </Stack>
      {editing && (
        <TestFormDialog
          opened
          form={editing.form}
          isPending={save.isPending}
          onSubmit={(values) => save.mutate(values)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={isDeleteOpen}
        title={t("Delete this form?")}
        confirmLabel={t("Delete form")}
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleteOpen(false)}
      >
        <Text size="sm">
          {t(
            "“{{title}}” and every request made through it go, with the information you gave in answer. This cannot be undone.",
            { title: deleting?.title },
          )}
        </Text>
      </ConfirmDialog>
    </SectionCard>
  );
}
