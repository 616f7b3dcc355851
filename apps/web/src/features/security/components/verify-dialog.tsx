import { Alert, Button, Divider, Modal, Stack, Text, TextInput } from "@mantine/core";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { IconAlertTriangle, IconFingerprint } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { verificationOptions, verifyWithCode, verifyWithPasskey } from "../api/verify.ts";

const isCancel = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");

/** "Confirm it is you" before a sensitive action: the person's passkey or a code, then the action goes on. */
export function VerifyDialog({ userId, onDone }: { userId: string; onDone: (verified: boolean) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const options = useQuery({
    queryKey: ["verify-options", userId],
    queryFn: () => verificationOptions(userId),
    gcTime: 0,
    staleTime: 0,
  });
  const withCode = useMutation({
    mutationFn: () => verifyWithCode(userId, code.trim()),
    onSuccess: () => onDone(true),
  });
  const withPasskey = useMutation({
    mutationFn: () => verifyWithPasskey(userId, options.data!),
    onSuccess: () => onDone(true),
  });
  const challenge = options.data;
  const offersPasskey = !!challenge?.passkey && browserSupportsWebAuthn();
  const busy = withCode.isPending || withPasskey.isPending;
  const passkeyError = withPasskey.error && !isCancel(withPasskey.error) ? withPasskey.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) withCode.mutate();
  };

  return (
    <Modal opened onClose={() => onDone(false)} title={t("Confirm it is you")} centered zIndex={400}>
      <Stack gap="md">
        <Text size="sm">
          {t("This action needs your second factor again. It stays confirmed for ten minutes.")}
        </Text>
        {options.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
            {options.error.message}
          </Alert>
        )}
        {passkeyError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
            {passkeyError.message}
          </Alert>
        )}
        {offersPasskey && (
          <Button
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
        {challenge && (challenge.totp || challenge.recovery) && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={challenge.totp ? t("Authenticator or recovery code") : t("Recovery code")}
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value);
                  withCode.reset();
                }}
                error={withCode.error?.message}
                maxLength={24}
                data-autofocus
              />
              <Button
                type="submit"
                variant={offersPasskey ? "default" : "filled"}
                loading={withCode.isPending}
                disabled={busy || !code.trim()}
              >
                {t("Verify")}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
