import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock, IconUserCheck, IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export const PROGRAM_VISIBILITY_HELP_ID = "program-visibility";

/** The target of the hidden-programs banner's help link. */
export function ProgramVisibilityHelp() {
  const { t } = useTranslation();
  const kinds = [
    {
      icon: <IconWorld size={20} />,
      title: t("Public"),
      text: t("Listed here. Any signed-in researcher can read the program and submit reports."),
    },
    {
      icon: <IconUserCheck size={20} />,
      title: t("Application"),
      text: t("Listed here. Researchers apply, and the organization approves who may take part."),
    },
    {
      icon: <IconLock size={20} />,
      title: t("Invite only"),
      text: t("Not listed. Only researchers invited by the organization can see and join it."),
    },
  ];
  return (
    <Stack
      gap="md"
      id={PROGRAM_VISIBILITY_HELP_ID}
      component="section"
      aria-labelledby="program-visibility-title"
    >
      <Title order={2} fz="lg" id="program-visibility-title">
        {t("How program visibility works")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {kinds.map((kind) => (
          <Paper key={kind.title} withBorder p="md">
            <ThemeIcon variant="light" size={36} radius="md" mb="sm">
              {kind.icon}
            </ThemeIcon>
            <Text fw={600}>{kind.title}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              {kind.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
