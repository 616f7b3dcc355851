import type { ApiToken } from "@bounty/shared";
import { Badge, Button, Code, Paper, Table, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { apiTokensKey, revokeApiToken } from "../api/api-tokens.ts";

interface ApiKeyListProps {
  userId: string;
  tokens: ApiToken[];
  newTokenId?: string;
}

/** The keys, masked, each with Revoke behind the spec's confirmation. */
export function ApiKeyList({ userId, tokens, newTokenId }: ApiKeyListProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [toRevoke, setToRevoke] = useState<ApiToken | null>(null);
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));

  const revoke = useMutation({
    mutationFn: (token: ApiToken) => revokeApiToken(userId, token.id),
    onSuccess: async () => {
      setToRevoke(null);
      showSuccessToast(t("Your token has been revoked"));
      await queryClient.invalidateQueries({ queryKey: apiTokensKey(userId) });
    },
  });

  if (tokens.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md" style={{ borderStyle: "dashed" }}>
        <Text fw={600} ta="center">
          {t("No keys yet")}
        </Text>
        <Text size="sm" c="dimmed" ta="center" mt={4}>
          {t("Generate a key to use the API from your own scripts and tools.")}
        </Text>
      </Paper>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("Key")}</Table.Th>
              <Table.Th>{t("Created")}</Table.Th>
              <Table.Th>{t("Last used")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Code>{token.token}</Code>
                  {token.id === newTokenId && (
                    <Badge ml="xs" size="xs" color="teal" variant="light">
                      {t("New")}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(token.createdAt)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {token.lastUsedAt ? (
                    formatDate(token.lastUsedAt)
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t("Never")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setToRevoke(token)}
                    // Mantine's dark "subtle" text is near white; a destructive action stays red.
                    styles={{ root: { color: "var(--mantine-color-red-text)" } }}
                  >
                    {t("Revoke")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={toRevoke !== null}
        title={t("Revoke this key?")}
        confirmLabel={t("Revoke")}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke)}
        onClose={() => setToRevoke(null)}
        isPending={revoke.isPending}
      >
        <Text size="sm">{t("Are you sure you want to delete this key?")}</Text>
        {toRevoke && (
          <Text size="sm" c="dimmed">
            {t("The key {{token}} stops working at once, in every script that uses it.", {
              token: toRevoke.token,
            })}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
