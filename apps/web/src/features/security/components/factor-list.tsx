import type { SecondFactor } from "@bounty/shared";
import { Button, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconDeviceMobile, IconFingerprint, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { removeFactor, securityKey } from "../api/security.ts";

/** The account's passkeys and authenticator apps, each removable after a confirmation. */
export function FactorList({ userId, factors }: { userId: string; factors: SecondFactor[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [toRemove, setToRemove] = useState<SecondFactor | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  const remove = useMutation({
    mutationFn: (factor: SecondFactor) => removeFactor(userId, factor.id),
    onSuccess: async () => {
      setToRemove(null);
      showSuccessToast(t("Removed"));
      await queryClient.invalidateQueries({ queryKey: securityKey(userId) });
    },
  });

  if (factors.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md" style={{ borderStyle: "dashed" }}>
        <Text fw={600} ta="center">
          {t("No second factor yet")}
        </Text>
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          {t("Anyone who can read your mailbox can sign in as you. Add a passkey or an authenticator app.")}
        </Text>
      </Paper>
    );
  }

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {factors.map((factor) => (
        <Paper key={factor.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <ThemeIcon variant="light" size="lg" radius="md">
                {factor.kind === "passkey" ? <IconFingerprint size={20} /> : <IconDeviceMobile size={20} />}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {factor.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {factor.kind === "passkey" ? t("Passkey") : t("Authenticator app")} ·{" "}
                  {t("Added {{date}}", { date: date(factor.createdAt) })}
                  {factor.lastUsedAt
                    ? ` · ${t("Last used {{date}}", { date: date(factor.lastUsedAt) })}`
                    : ""}
                </Text>
              </div>
            </Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => setToRemove(factor)}
              styles={{ root: { color: "var(--mantine-color-red-text)", flexShrink: 0 } }}
              aria-label={t("Remove {{name}}", { name: factor.name })}
            >
              {t("Remove")}
            </Button>
          </Group>
        </Paper>
      ))}
      <ConfirmDialog
        opened={toRemove !== null}
        title={t("Remove this factor?")}
        confirmLabel={t("Remove")}
        onConfirm={() => toRemove && remove.mutate(toRemove)}
        onClose={() => setToRemove(null)}
        isPending={remove.isPending}
      >
        <Text size="sm">
          {factors.length === 1
            ? t(
                "It is your last one: your recovery codes go with it, and signing in will need only your e-mail again.",
              )
            : t("It will no longer sign you in. We will send you a mail about it.")}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
