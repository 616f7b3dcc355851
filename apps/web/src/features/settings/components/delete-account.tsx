import type { AuthenticatedUser } from "@bounty/shared";
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { clearTokens } from "../../../lib/tokens.ts";
import { currentUserKey } from "../../session/index.ts";
import { deleteAccount } from "../api/delete-account.ts";

/** The danger zone: deleting the account once the person has typed their unique name; then /signup. */
export function DeleteAccount({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [typedName, setTypedName] = useState("");

  const remove = useMutation({
    mutationFn: () => deleteAccount(user.id),
    onSuccess: async () => {
      clearTokens();
      queryClient.setQueryData(currentUserKey, null);
      await navigate({ to: "/signup", search: {}, replace: true });
      // Spec §2: after deleting an account go to /signup; nothing of the account stays cached.
      queryClient.removeQueries({ type: "inactive" });
    },
  });

  const handleClose = () => {
    setOpen(false);
    setTypedName("");
    remove.reset();
  };

  const refusal = remove.error
    ? isApiError(remove.error, 409)
      ? t("Your balance is not zero. Withdraw your money before deleting your account.")
      : remove.error.message || t("Something wrong happened")
    : null;

  return (
    <Paper withBorder p="lg" radius="md" style={{ borderColor: "var(--mantine-color-red-outline)" }}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: "1 1 260px" }}>
          <Text fw={700} c="red">
            {t("Delete account")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("Your profile, sign-in methods, API keys and financial details are removed for good.")}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          onClick={() => setOpen(true)}
        >
          {t("Delete account")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isOpen}
        title={t("Delete your account?")}
        confirmLabel={t("Delete my account")}
        onConfirm={() => remove.mutate()}
        onClose={handleClose}
        isPending={remove.isPending}
        isConfirmDisabled={typedName !== user.uniqueName}
      >
        <Text size="sm">
          {t(
            "This deletes your profile, sign-in methods, API keys, private information and payment details. It cannot be undone.",
          )}
        </Text>
        <TextInput
          label={t("Type {{name}} to confirm", { name: user.uniqueName })}
          value={typedName}
          onChange={(event) => setTypedName(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
        />
        {refusal && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {refusal}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
