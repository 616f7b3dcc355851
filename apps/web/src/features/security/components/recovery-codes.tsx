import { Alert, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconDownload, IconLifebuoy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CopyValueButton } from "../../../components/forms/copy-value-button.tsx";

/** Ten fresh recovery codes: shown once, to copy or download before they go. */
export function NewRecoveryCodes({ codes, onDismiss }: { codes: string[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  const text = `${t("Bounty recovery codes")}\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = Object.assign(document.createElement("a"), {
      href: url,
      download: "bounty-recovery-codes.txt",
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Alert color="teal" variant="light" icon={<IconLifebuoy size={20} />} title={t("Your recovery codes")}>
      <Stack gap="sm">
        <Text size="sm">
          {t(
            "Each code signs you in once if you lose your passkeys and your phone. Keep them somewhere safe: they will not be shown again.",
          )}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} data-testid="recovery-codes">
          {codes.map((code) => (
            <Text key={code} ff="monospace" fz="md" fw={600}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <CopyValueButton value={codes.join("\n")} />
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
              {t("Download")}
            </Button>
          </Group>
          <Button variant="subtle" onClick={onDismiss}>
            {t("I have saved them")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
