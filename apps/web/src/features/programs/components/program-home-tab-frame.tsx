import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

interface ProgramHomeTabFrameProps {
  title: string;
  description: string;
  children: ReactNode;
  /** Without it the tab is read-only (no Save). */
  onSave?: () => void;
  isSaving?: boolean;
  isSaveDisabled?: boolean;
  /** Shown at the right of the heading (a language switch, say). */
  aside?: ReactNode;
}

/** One program-home tab: its heading and explanation, the fields, and Save for those who may edit. */
export function ProgramHomeTabFrame({
  title,
  description,
  children,
  onSave,
  isSaving = false,
  isSaveDisabled = false,
  aside,
}: ProgramHomeTabFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaveDisabled) onSave?.();
  };
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: "md", sm: "lg" }}
      component="form"
      aria-labelledby={titleId}
      onSubmit={handleSubmit}
      noValidate
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {aside}
        </Group>
        {children}
        {onSave && (
          <Group justify="flex-end">
            <Button type="submit" loading={isSaving} disabled={isSaveDisabled}>
              {t("Save")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
