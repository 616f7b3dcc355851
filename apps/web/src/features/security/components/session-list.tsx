import type { AccountSession } from "@bounty/shared";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { endOtherSessions, endSession, sessionsKey } from "../api/security.ts";

/** How a sign-in was made, in the person's words. */
function useMethodLabel() {
  const { t } = useTranslation();
  return (session: AccountSession) => {
    const first =
      session.method === "passkey"
        ? t("Passkey")
        : session.method === "github"
          ? "GitHub"
          : session.method === "google"
            ? "Google"
            : session.method === "email"
              ? t("E-mail link")
              : t("Unknown");
    const second =
      session.secondFactor === "totp"
        ? t("authenticator app")
        : session.secondFactor === "passkey"
          ? t("passkey")
          : session.secondFactor === "recovery"
            ? t("recovery code")
            : null;
    return second ? t("{{first}} and {{second}}", { first, second }) : first;
  };
}

/** The person's sign-ins: where and how, with Sign out for each other one and for all of them at once. */
export function SessionList({ userId, sessions }: { userId: string; sessions: AccountSession[] }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const methodOf = useMethodLabel();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey(userId) });
  const end = useMutation({
    mutationFn: (id: string) => endSession(userId, id),
    onSuccess: async () => {
      showSuccessToast(t("Signed out"));
      await refresh();
    },
  });
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(userId),
    onSuccess: async (ended) => {
      showSuccessToast(t("Other sessions signed out: {{count}}", { count: ended }));
      await refresh();
    },
  });
  const others = sessions.filter((s) => !s.current).length;

  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="session-list">
        {sessions.map((session) => (
          <Paper key={session.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>
                    {session.browser && session.system
                      ? t("{{browser}} on {{system}}", { browser: session.browser, system: session.system })
                      : (session.browser ?? session.system ?? t("Unknown browser"))}
                  </Text>
                  {session.current && (
                    <Badge size="sm" variant="light" color="teal">
                      {t("This browser")}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {methodOf(session)}
                  {session.ip ? ` · ${session.ip}` : ""}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("Signed in {{first}} · last active {{last}}", {
                    first: when(session.createdAt),
                    last: when(session.lastUsedAt),
                  })}
                </Text>
              </div>
              {!session.current && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconLogout size={14} />}
                  loading={end.isPending && end.variables === session.id}
                  onClick={() => end.mutate(session.id)}
                >
                  {t("Sign out")}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {others > 0 && (
        <Group>
          <Button
            variant="light"
            color="red"
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            {t("Sign out everywhere else")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
