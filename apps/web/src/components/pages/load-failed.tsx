import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A section whose data did not load (the failure toast has said why): offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("This section could not be loaded.")}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t("Try again")}
        </Button>
      </Group>
    </Alert>
  );
}

/** A whole page's data did not load: the API's message, and a way to try again. */
export function LoadFailedMessage({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t("Something wrong happened")}>
        {message}
      </Alert>
      <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
        {t("Try again")}
      </Button>
    </Stack>
  );
}
