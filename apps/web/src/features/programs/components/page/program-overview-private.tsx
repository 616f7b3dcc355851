import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Spec §8: a program whose guidelines and scope only its approved hunters see. */
export function ProgramOverviewPrivate() {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p={{ base: "lg", sm: 40 }}
      component="section"
      aria-label={t("This program's details are private")}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={60} radius="xl" variant="light" color="gray">
          <IconLock size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t("This program's details are private")}
        </Title>
        <Text c="dimmed" maw={480}>
          {t("Its guidelines and scope are shown to the hunters the organization approves.")}
        </Text>
      </Stack>
    </Paper>
  );
}
