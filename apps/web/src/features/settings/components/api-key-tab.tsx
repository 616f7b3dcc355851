import { type ApiToken, type AuthenticatedUser, MAX_API_TOKENS } from "@bounty/shared";
import { Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { SettingsSection } from "../../../components/pages/settings-section.tsx";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { apiTokensKey, apiTokensQuery, createApiToken } from "../api/api-tokens.ts";
import { ApiKeyList } from "./api-key-list.tsx";
import { NewApiKey } from "./new-api-key.tsx";

/** Hunter API Key tab: generate (the whole key shown once), list masked, revoke after confirming. */
export function ApiKeyTab({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tokens = useQuery(apiTokensQuery(user.id));
  // The whole key exists only in the POST answer, so it lives here until the person dismisses it.
  const [created, setCreated] = useState<ApiToken | null>(null);

  const generate = useMutation({
    mutationFn: () => createApiToken(user.id),
    onSuccess: async (token) => {
      setCreated(token);
      showSuccessToast(t("Your token has been created"));
      await queryClient.invalidateQueries({ queryKey: apiTokensKey(user.id) });
    },
  });

  const isAtLimit = (tokens.data?.length ?? 0) >= MAX_API_TOKENS;

  return (
    <Stack gap="xl">
      <SettingsSection
        title={t("Hunter API Key")}
        description={t(
          "Use a key to call the Bounty API as a hunter: send it as a Bearer token in the Authorization header.",
        )}
        isTabHeading
      >
        <Group gap="md" wrap="wrap">
          <Button
            leftSection={<IconKey size={16} />}
            onClick={() => generate.mutate()}
            loading={generate.isPending}
            disabled={!tokens.isSuccess || isAtLimit}
          >
            {t("Generate key")}
          </Button>
          {isAtLimit && (
            <Text size="sm" c="dimmed">
              {t("You can hold at most {{max}} keys. Revoke one to generate another.", {
                max: MAX_API_TOKENS,
              })}
            </Text>
          )}
        </Group>
        {created && <NewApiKey token={created.token} onDismiss={() => setCreated(null)} />}
      </SettingsSection>
      <SettingsSection title={t("Your keys")}>
        {tokens.isError ? (
          <LoadFailed onRetry={() => void tokens.refetch()} />
        ) : tokens.isPending ? (
          <Skeleton h={96} radius="md" />
        ) : (
          <ApiKeyList userId={user.id} tokens={tokens.data} newTokenId={created?.id} />
        )}
      </SettingsSection>
    </Stack>
  );
}
