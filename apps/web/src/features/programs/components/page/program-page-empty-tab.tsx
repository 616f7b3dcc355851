import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconActivity, IconFileCheck, IconTrophy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type EmptyTab = "activity" | "disclosures" | "hof";

/** A program tab with nothing to show yet: what will appear here, and when. */
export function ProgramPageEmptyTab({ tab }: { tab: EmptyTab }) {
  const { t } = useTranslation();
  const { icon, title, text } = {
    activity: {
      icon: <IconActivity size={30} stroke={1.6} />,
      title: t("No activity yet"),
      text: t("Reports sent to this program, and what happens to them, will show here."),
    },
    disclosures: {
      icon: <IconFileCheck size={30} stroke={1.6} />,
      title: t("No disclosed reports yet"),
      text: t("When the organization makes a resolved report public, you can read it here."),
    },
    hof: {
      icon: <IconTrophy size={30} stroke={1.6} />,
      title: t("No hunters in the hall of fame yet"),
      text: t("Hunters whose reports this program accepts will be listed here."),
    },
  }[tab];
  return (
    <Paper withBorder p={{ base: "lg", sm: 48 }} component="section" aria-label={title}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={60} radius="xl" variant="light" color="gray">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}
