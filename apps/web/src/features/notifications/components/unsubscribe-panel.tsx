import { Alert, Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMailOff } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { mailPreferenceName, mailSubscriptionQuery, unsubscribe } from "../api/unsubscribe.ts";

/**
 * /unsubscribe/{token}: the footer link of a notification mail. It names the kind of mail and turns it
 * off on one click, without signing in (the signed link is the credential, as in RFC 8058).
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const subscription = useQuery(mailSubscriptionQuery(token));
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });
  const kind = subscription.data ? mailPreferenceName(subscription.data.preference, t) : "";
  const off = stop.isSuccess || subscription.data?.subscribed === false;

  return (
    <Paper withBorder shadow="sm" p={{ base: "lg", sm: 40 }} maw={520} mx="auto">
      <Stack align="center" ta="center" gap="md" aria-live="polite">
        {subscription.isPending && <Loader size="lg" aria-label={t("Loading")} />}
        {subscription.isError && (
          <>
            <Title order={1} fz={26}>
              {t("Stop e-mails")}
            </Title>
            <Alert color="red" variant="light" w="100%" ta="left">
              {subscription.error instanceof ApiError && subscription.error.status === 400
                ? t(
                    "This link to stop e-mails is not valid. Sign in and turn e-mails off in Settings → Preferences.",
                  )
                : describeError(subscription.error, t).message}
            </Alert>
          </>
        )}
        {subscription.isSuccess && (
          <>
            <ThemeIcon size={64} radius="xl" color={off ? "teal" : "blue"} variant="light">
              <IconMailOff size={36} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              {off ? t("You will no longer get these e-mails") : t("Stop e-mails: {{kind}}", { kind })}
            </Title>
            <Text c="dimmed" size="lg">
              {off
                ? t("{{kind}} is off. Turn it back on any time in Settings → Preferences.", { kind })
                : t(
                    "Bounty will stop sending you e-mails of this kind. Sign-in links and security e-mails still come.",
                  )}
            </Text>
            {!off && (
              <Button size="md" loading={stop.isPending} onClick={() => stop.mutate()}>
                {t("Stop these e-mails")}
              </Button>
            )}
            {stop.isError && (
              <Alert color="red" variant="light" w="100%" ta="left">
                {describeError(stop.error, t).message}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
