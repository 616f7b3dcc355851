import { Alert, Button, Code, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconShieldLock, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CopyValueButton } from "../../../components/forms/copy-value-button.tsx";

/** The freshly generated key, whole, with a copy button: the one time it can be read. */
export function NewApiKey({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconShieldLock size={20} />}
      title={t("Your new key")}
      withCloseButton={false}
    >
      <Stack gap="sm">
        <Text size="sm">{t("Copy it now and keep it somewhere safe: it will not be shown again.")}</Text>
        <Group gap="xs" wrap="nowrap" align="stretch">
          <Code
            block
            data-testid="new-api-key"
            style={{
              flex: 1,
              minWidth: 0,
              overflowWrap: "anywhere",
              fontSize: "var(--mantine-font-size-sm)",
            }}
          >
            {token}
          </Code>
          <CopyValueButton value={token} miw={110} style={{ height: "auto" }} />
        </Group>
        <Group justify="flex-end">
          <Tooltip label={t("The key stays valid; only this display goes away.")}>
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconX size={14} />}
              onClick={onDismiss}
            >
              {t("I have saved it")}
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </Alert>
  );
}
