import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isPending?: boolean;
  /** e.g. until the person has typed what the dialog asks for. */
  isConfirmDisabled?: boolean;
  /** Said beside a disabled confirm button: what it waits for. */
  disabledHint?: string;
  /** Red for what cannot be undone; the primary colour for a confirmed step such as a payment. */
  confirmColor?: string;
}

/** A destructive action's confirmation: the red button does it, Cancel (or Escape) leaves things as they are. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  isPending = false,
  isConfirmDisabled = false,
  disabledHint,
  confirmColor = "red",
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={isPending ? () => undefined : onClose}
      title={title}
      centered
      size="md"
      zIndex={300}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          {isConfirmDisabled && disabledHint ? (
            <Text size="xs" c="dimmed" mr="auto" id="confirm-hint">
              {disabledHint}
            </Text>
          ) : null}
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {t("Cancel")}
          </Button>
          <Button
            color={confirmColor}
            onClick={onConfirm}
            loading={isPending}
            disabled={isConfirmDisabled}
            aria-describedby={isConfirmDisabled && disabledHint ? "confirm-hint" : undefined}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
