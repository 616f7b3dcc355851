import { Alert, Button } from "@mantine/core";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { IconAlertTriangle, IconFingerprint } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useFinishSignIn } from "../api/finish-sign-in.ts";
import { isPasskeyCancel, signInWithPasskey } from "../api/second-factor.ts";

/** "Sign in with a passkey": one prompt, no mail; shown only where the browser has WebAuthn. */
export function PasskeySignIn({ redirect, disabled }: { redirect?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn(redirect);
  const signIn = useMutation({ mutationFn: () => signInWithPasskey().then(finish) });
  if (!browserSupportsWebAuthn()) return null;
  const error = signIn.error && !isPasskeyCancel(signIn.error) ? signIn.error : null;
  return (
    <>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {error.message}
        </Alert>
      )}
      <Button
        size="md"
        variant="default"
        fullWidth
        leftSection={<IconFingerprint size={18} />}
        loading={signIn.isPending}
        disabled={disabled}
        onClick={() => signIn.mutate()}
      >
        {t("Sign in with a passkey")}
      </Button>
    </>
  );
}
