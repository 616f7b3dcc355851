import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
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
