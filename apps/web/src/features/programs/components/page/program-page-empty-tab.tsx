import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The Disclosed tab with nothing disclosed yet: what will appear here, and when. */
export function ProgramPageEmptyTab() {
  const { t } = useTranslation();
  const title = t("No disclosed reports yet");
  return (
    <Paper withBorder p={{ base: "lg", sm: 48 }} component="section" aria-label={title}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={60} radius="xl" variant="light" color="gray">
          <IconFileCheck size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {t("When the organization makes a resolved report public, you can read it here.")}
        </Text>
      </Stack>
    </Paper>
  );
}
