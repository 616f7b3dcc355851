import type { FactorChallenge } from "@bounty/shared";
import { Alert, Button, Divider, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { IconAlertTriangle, IconFingerprint, IconShieldLock } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFinishSignIn } from "../api/finish-sign-in.ts";
import { answerWithCode, answerWithPasskey, isPasskeyCancel } from "../api/second-factor.ts";

interface SecondFactorPanelProps {
  request: string;
  challenge: FactorChallenge;
  redirect?: string;
  onCancel: () => void;
}

/** The sign-in's second step for an account with a second factor: its passkey, or a code. */
export function SecondFactorPanel({ request, challenge, redirect, onCancel }: SecondFactorPanelProps) {
  const { t } = useTranslation();
  const finish = useFinishSignIn(redirect);
  const [code, setCode] = useState("");
  const withCode = useMutation({ mutationFn: () => answerWithCode(request, code.trim()).then(finish) });
  const withPasskey = useMutation({ mutationFn: () => answerWithPasskey(request, challenge).then(finish) });
  const busy = withCode.isPending || withPasskey.isPending;
  const passkeyError = withPasskey.error && !isPasskeyCancel(withPasskey.error) ? withPasskey.error : null;
  const offersPasskey = challenge.passkey && browserSupportsWebAuthn();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) withCode.mutate();
  };

  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconShieldLock size={30} />
      </ThemeIcon>
      <div>
        <Title order={2} fz={26}>
          {t("Confirm it is you")}
        </Title>
        <Text c="dimmed" mt={6}>
          {t("Your account has a second factor. Use it to finish signing in.")}
        </Text>
      </div>
      {passkeyError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {passkeyError.message}
        </Alert>
      )}
      {offersPasskey && (
        <Button
          size="md"
          leftSection={<IconFingerprint size={18} />}
          loading={withPasskey.isPending}
          disabled={busy}
          onClick={() => withPasskey.mutate()}
        >
          {t("Use your passkey")}
        </Button>
      )}
      {offersPasskey && (challenge.totp || challenge.recovery) && (
        <Divider label={t("or enter a code")} labelPosition="center" />
      )}
      {(challenge.totp || challenge.recovery) && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={challenge.totp ? t("Authenticator or recovery code") : t("Recovery code")}
              description={
                challenge.totp
                  ? t("The six digits your app shows, or one of your recovery codes.")
                  : undefined
              }
              autoComplete="one-time-code"
              inputMode={challenge.totp ? "numeric" : "text"}
              size="md"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                withCode.reset();
              }}
              error={withCode.error?.message}
              autoFocus={!offersPasskey}
              maxLength={24}
            />
            <Button
              type="submit"
              size="md"
              variant={offersPasskey ? "default" : "filled"}
              loading={withCode.isPending}
              disabled={busy || !code.trim()}
            >
              {t("Verify")}
            </Button>
          </Stack>
        </form>
      )}
      <Button variant="default" size="md" onClick={onCancel} disabled={busy}>
        {t("Start again")}
      </Button>
    </Stack>
  );
}
