import { Alert, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconMail, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CONFIRM_MIN_DISPLAY_MS, confirmLogin } from "../api/confirm-login.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /auth/confirm: confirms the e-mail link or provider redirect; the waiting tab then signs in. */
export function ConfirmPanel({ state, code }: { state: string; code: string }) {
  const { t } = useTranslation();
  const confirm = useQuery({
    queryKey: ["auth", "confirm", state, code],
    queryFn: async () => {
      if (state && code) return confirmLogin(state, code);
      await wait(CONFIRM_MIN_DISPLAY_MS);
      throw new Error(t("This sign-in link is incomplete. Please start again."));
    },
    // The link works once: never call it again for this page.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", sm: 40 }} maw={520} mx="auto">
      <Stack align="center" ta="center" gap="md" role="status" aria-live="polite">
        {confirm.isPending && (
          <>
            <Loader size="lg" />
            <Title order={1} fz={26}>
              {t("Authenticating...")}
            </Title>
            <Text c="dimmed">{t("This takes a few seconds.")}</Text>
          </>
        )}
        {confirm.isSuccess && confirm.data.confirmByEmail && (
          <>
            <ThemeIcon size={64} radius="xl" color="blue" variant="light">
              <IconMail size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t("Check your e-mail")}
            </Title>
            <Text c="dimmed" size="lg">
              {t(
                "An account already uses {{email}}. We sent a link to that address: open it to connect this sign-in to that account, and the tab where you started signs in.",
                // A word joiner keeps the masked address on one line ("l…@example.com").
                { email: confirm.data.confirmByEmail.replaceAll("…", "…\u2060") },
              )}
            </Text>
          </>
        )}
        {confirm.isSuccess && !confirm.data.confirmByEmail && (
          <>
            <ThemeIcon size={64} radius="xl" color="teal" variant="light">
              <IconCheck size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t("Sign-in confirmed")}
            </Title>
            <Text c="dimmed" size="lg">
              {t("You can now safely close this tab.")}
            </Text>
          </>
        )}
        {confirm.isError && (
          <>
            <ThemeIcon size={64} radius="xl" color="red" variant="light">
              <IconX size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {t("Authentication failed")}
            </Title>
            <Text c="dimmed">
              {t(
                "We could not authenticate you due to an error. Please close this tab, and start the process over.",
              )}
            </Text>
            {confirm.error.message && (
              <Alert color="red" variant="light" w="100%" ta="left">
                {confirm.error.message}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
