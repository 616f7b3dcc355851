import type { UpdateTestInfoRequest } from "@bounty/shared";
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export type TestInfoAnswer = UpdateTestInfoRequest["action"];

interface TestInfoActionDialogProps {
  opened: boolean;
  action: TestInfoAnswer | null;
  isPending: boolean;
  onSubmit: (message: string) => void;
  onClose: () => void;
}

/** Spec §5: accept, reject, update (and finalize, revoke) each need a non-blank message. */
export function TestInfoActionDialog({
  opened,
  action,
  isPending,
  onSubmit,
  onClose,
}: TestInfoActionDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState("");
  const texts = {
    accept: { title: t("Accept the request"), label: t("The information to give"), submit: t("Accept") },
    reject: { title: t("Reject the request"), label: t("Reason"), submit: t("Reject") },
    update: { title: t("Update the information"), label: t("The new information"), submit: t("Update info") },
    finalize: { title: t("Finalize the information"), label: t("Message"), submit: t("Finalize") },
    revoke: { title: t("Revoke the information"), label: t("Reason"), submit: t("Revoke") },
  };
  const text = action ? texts[action] : null;
  const trimmed = message.trim();
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Modal opened={opened && action !== null} onClose={close} title={text?.title} centered zIndex={300}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !isPending) onSubmit(trimmed);
        }}
      >
        <Stack gap="md">
          <Textarea
            label={text?.label}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={10_000}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={isPending}>
              {t("Cancel")}
            </Button>
            <Button
              type="submit"
              color={action === "reject" || action === "revoke" ? "red" : undefined}
              disabled={!trimmed}
              loading={isPending}
            >
              {text?.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
