import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconExternalLink, IconMailOpened } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFinishSignIn } from "../api/finish-sign-in.ts";
import { loginTokenQuery } from "../api/login-token.ts";
import { onSignInConfirmedElsewhere } from "../api/sign-in-channel.ts";
import type { PendingLogin } from "./pending-login.ts";
import { SecondFactorPanel } from "./second-factor-panel.tsx";

interface WaitingPanelProps {
  pending: PendingLogin;
  /** A safe path of this site (see safeReturnPath): where to go once signed in, after onboarding if new. */
  redirect?: string;
  onCancel: () => void;
}

/** Waits for the e-mail link or the provider tab, polling the token endpoint (spec §4). */
export function WaitingPanel({ pending, redirect, onCancel }: WaitingPanelProps) {
  const { t } = useTranslation();
  const { request, email } = pending;
  const finish = useFinishSignIn(redirect);
  const poll = useQuery(loginTokenQuery(request.id));
  const { refetch } = poll;
  // The tokens are handed out once: a poll already on its way is never cancelled for a new one (the
  // server may have handed it the tokens, and the new one would then hear "already used"). If the
  // one on its way was asked before the confirmation, one more poll follows it.
  useEffect(
    () =>
      onSignInConfirmedElsewhere(() => {
        void refetch({ cancelRefetch: false }).then((answer) => {
          if (answer.data?.status === "pending") void refetch({ cancelRefetch: false });
        });
      }),
    [refetch],
  );
  const [finishError, setFinishError] = useState<Error | null>(null);
  const isHandled = useRef(false);

  useEffect(() => {
    const result = poll.data;
    if (result?.status !== "confirmed" || isHandled.current) return;
    isHandled.current = true; // The tokens are handed out once: never handle them twice.
    finish(result).catch((error: Error) => setFinishError(error));
  }, [poll.data, finish]);

  const error = poll.error ?? finishError;
  if (error) {
    return (
      <Stack gap="lg">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t("Sign-in did not complete")}>
          {error.message || t("Something wrong happened")}
        </Alert>
        <Button onClick={onCancel} size="md">
          {t("Start again")}
        </Button>
      </Stack>
    );
  }

  if (poll.data?.status === "second_factor") {
    return (
      <SecondFactorPanel
        request={request.id}
        challenge={poll.data.challenge}
        redirect={redirect}
        onCancel={onCancel}
      />
    );
  }

  const providerName = request.strategy === "github" ? "GitHub" : "Google";
  return (
    <Stack gap="lg" align="stretch">
      {request.strategy === "email" ? (
        <>
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconMailOpened size={30} />
          </ThemeIcon>
          <div>
            <Title order={2} fz={26}>
              {t("Check your mail")}
            </Title>
            <Text c="dimmed" mt={6}>
              {t("We sent a sign-in link to {{email}}. Open it to continue; this page follows by itself.", {
                email,
              })}
            </Text>
          </div>
          <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
            <Text size="sm" c="dimmed">
              {t("The security phrase in the mail must match:")}
            </Text>
            <Text fz="xl" fw={700} mt={4} ff="monospace" data-testid="security-phrase">
              {request.securityPhrase}
            </Text>
          </Paper>
          <Text size="sm" c="dimmed">
            {t("If the phrases differ, do not open the link.")}
          </Text>
        </>
      ) : (
        <>
          <div>
            <Title order={2} fz={26}>
              {t("Continue in the new tab")}
            </Title>
            <Text c="dimmed" mt={6}>
              {t("Finish signing in with {{provider}} in the tab we opened; this page follows by itself.", {
                provider: providerName,
              })}
            </Text>
          </div>
          {request.action && (
            <Anchor href={request.action} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={6} component="span">
                {t("No new tab? Open it again")}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          )}
        </>
      )}
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" type="dots" />
        <Text size="sm" c="dimmed">
          {t("Waiting for confirmation…")}
        </Text>
      </Group>
      <Button variant="default" size="md" onClick={onCancel}>
        {t("Cancel")}
      </Button>
    </Stack>
  );
}
