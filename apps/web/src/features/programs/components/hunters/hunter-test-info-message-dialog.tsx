import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface HunterTestInfoMessageDialogProps {
  opened: boolean;
  title: string;
  explanation: string;
  submitLabel: string;
  isPending: boolean;
  /** Red for a withdrawal. */
  isDestructive?: boolean;
  onSubmit: (message: string) => void;
  onClose: () => void;
}

/** Spec §4: every step of a test-information request carries a non-blank message. */
export function HunterTestInfoMessageDialog({
  opened,
  title,
  explanation,
  submitLabel,
  isPending,
  isDestructive = false,
  onSubmit,
  onClose,
}: HunterTestInfoMessageDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const isBlank = message.trim() === "";
  // Closed after a success too: the next opening starts blank.
  useEffect(() => {
    if (!opened) setMessage("");
  }, [opened]);
  const handleClose = () => {
    if (!isPending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={handleClose}
      title={title}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBlank) onSubmit(message.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {explanation}
          </Text>
          <Textarea
            label={t("Message")}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={10_000}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={isPending}>
              {t("Cancel")}
            </Button>
            <Button
              type="submit"
              color={isDestructive ? "red" : undefined}
              loading={isPending}
              disabled={isBlank}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
