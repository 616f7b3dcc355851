import { Button, Group, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * A dialog's foot: what its confirm button waits for (said, not only greyed out), Cancel, and the
 * confirm button itself, which `confirm` renders with the hint's id for aria-describedby.
 */
export function DialogActions({
  hint,
  pending = false,
  onCancel,
  confirm,
}: {
  /** Why the confirm button is disabled; null once it is not. */
  hint: string | null;
  pending?: boolean;
  onCancel: () => void;
  confirm: (describedBy: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="xs" c="dimmed" id={id} aria-live="polite">
        {hint ?? ""}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t("Cancel")}
        </Button>
        {confirm(hint ? id : undefined)}
      </Group>
    </Group>
  );
}
