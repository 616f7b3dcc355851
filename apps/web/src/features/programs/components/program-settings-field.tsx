import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

interface ProgramSettingsFieldProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Something changed that may be saved (valid and different from the stored value). */
  canSave: boolean;
  isPending: boolean;
  onSave: () => void;
  /** Read-only viewers get no Save button. */
  isEditable: boolean;
}

/** One setting of the General tab with its own Save: each saves only what it holds. */
export function ProgramSettingsField({
  title,
  description,
  children,
  canSave,
  isPending,
  onSave,
  isEditable,
}: ProgramSettingsFieldProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave && !isPending) onSave();
      }}
    >
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
        {isEditable && (
          <Group justify="flex-end">
            <Button type="submit" disabled={!canSave} loading={isPending}>
              {t("Save")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
