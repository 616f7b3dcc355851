import type { TotpSetup } from "@bounty/shared";
import { Button, Code, Group, Image, Paper, PinInput, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyValueButton } from "../../../components/forms/copy-value-button.tsx";
import { confirmTotp, type FactorAdded } from "../api/security.ts";

interface TotpSetupProps {
  userId: string;
  setup: TotpSetup;
  onDone: (added: FactorAdded) => void;
  onCancel: () => void;
}

/** An authenticator app's set-up: scan the code (or type the secret), then prove it with its first code. */
export function TotpSetupPanel({ userId, setup, onDone, onCancel }: TotpSetupProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const confirm = useMutation({ mutationFn: () => confirmTotp(userId, setup.id, code), onSuccess: onDone });
  // The QR code is the server's SVG, drawn as an image: never markup in the page.
  const qr = `data:image/svg+xml;base64,${btoa(setup.qrSvg)}`;
  const grouped = setup.secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Image
            src={qr}
            alt={t("QR code for your authenticator app")}
            w={168}
            h={168}
            bg="white"
            p={4}
            radius="sm"
          />
          <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
            <Text size="sm">{t("Scan the code with your authenticator app, or type this key into it:")}</Text>
            <Group gap="xs" wrap="nowrap">
              <Code data-testid="totp-secret" style={{ overflowWrap: "anywhere" }}>
                {grouped}
              </Code>
              <CopyValueButton value={setup.secret} />
            </Group>
            <Text size="sm" c="dimmed">
              {t("Then enter the six-digit code the app shows.")}
            </Text>
          </Stack>
        </Group>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (code.length === 6) confirm.mutate();
          }}
        >
          <Stack gap="xs">
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-label={t("Six-digit code")}
              error={confirm.isError}
            />
            {confirm.isError && (
              <Text size="sm" c="red" role="alert">
                {confirm.error.message}
              </Text>
            )}
            <Group gap="xs">
              <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
                {t("Turn on")}
              </Button>
              <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
                {t("Cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
