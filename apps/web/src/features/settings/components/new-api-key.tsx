import { Alert, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconShieldLock, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Spec §9: the copy button's label returns after 600 ms. */
export const COPY_LABEL_RESET_MS = 600;

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
          <CopyButton value={token} timeout={COPY_LABEL_RESET_MS}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? "teal" : undefined}
                variant={copied ? "filled" : "default"}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                miw={110}
                style={{ height: "auto" }}
              >
                {copied ? t("Copied") : t("Copy")}
              </Button>
            )}
          </CopyButton>
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
