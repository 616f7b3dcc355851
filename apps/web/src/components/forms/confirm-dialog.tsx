import { Button, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { DialogActions } from "./dialog-actions.tsx";

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
        <DialogActions
          hint={isConfirmDisabled && disabledHint ? disabledHint : null}
          pending={isPending}
          onCancel={onClose}
          confirm={(describedBy) => (
            <Button
              color={confirmColor}
              onClick={onConfirm}
              loading={isPending}
              disabled={isConfirmDisabled}
              aria-describedby={describedBy}
            >
              {confirmLabel}
            </Button>
          )}
        />
      </Stack>
    </Modal>
  );
}
