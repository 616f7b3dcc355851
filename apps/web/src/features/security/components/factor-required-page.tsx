import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { IconShieldExclamation } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/index.ts";
import { securityQuery } from "../api/security.ts";

/**
 * What a member sees where their organization requires a second factor they have not added yet
 * (issue 46): the API answers its pages `second_factor_required`; this says what to do about it, and
 * calls `onFactorAdded` once Settings → Security holds a factor and is closed (the recovery codes it
 * shows must not go with a reload), so the page loads again.
 */
export function FactorRequiredPage({
  message,
  settingsOpen,
  onAddFactor,
  onFactorAdded,
}: {
  message: string;
  settingsOpen: boolean;
  /** Opens Settings → Security (the settings feature owns the modal). */
  onAddFactor: () => void;
  onFactorAdded: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const overview = useQuery({ ...securityQuery(user?.id ?? ""), enabled: !!user });
  const hasFactor = (overview.data?.factors.length ?? 0) > 0;
  // Once: should the API still refuse, the page stays here rather than asking again and again.
  const retried = useRef(false);
  useEffect(() => {
    if (!hasFactor || settingsOpen || retried.current) return;
    retried.current = true;
    onFactorAdded();
  }, [hasFactor, settingsOpen, onFactorAdded]);
  return (
    <Container size="sm" py={64}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t("A second factor is required")}
        </Title>
        <Alert color="orange" variant="light" icon={<IconShieldExclamation size={20} />}>
          <Text>{message}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            {t(
              "A passkey or an authenticator app proves it is you even if someone reads your mailbox. It takes a minute.",
            )}
          </Text>
          <Button onClick={onAddFactor} mt="md">
            {t("Add a second factor")}
          </Button>
        </Alert>
      </Stack>
    </Container>
  );
}
