import type { SaveTestForm, TestForm } from "@bounty/shared";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface TestFormDialogProps {
  opened: boolean;
  /** The form being edited; null to add one. */
  form: TestForm | null;
  isPending: boolean;
  onSubmit: (values: SaveTestForm) => void;
  onClose: () => void;
}

/** Add or edit a test-information form. Spec §5: the title must not be blank. */
export function TestFormDialog({ opened, form, isPending, onSubmit, onClose }: TestFormDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(form?.title ?? "");
  const [description, setDescription] = useState(form?.description ?? "");
  const [isTouched, setTouched] = useState(false);
  const trimmed = title.trim();
  return (
    <Modal
      opened={opened}
      onClose={isPending ? () => undefined : onClose}
      title={form ? t("Edit the form") : t("Add a form")}
      centered
      zIndex={300}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !isPending) onSubmit({ title: trimmed, description: description.trim() });
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t("Title")}
            description={t("What hunters ask for, e.g. a test account.")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={isTouched && !trimmed ? t("Enter a title.") : null}
            maxLength={200}
            required
            data-autofocus
          />
          <Textarea
            label={t("Description")}
            description={t("What hunters should tell you when they ask.")}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={5000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={!trimmed} loading={isPending}>
              {t("Save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
