import { Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowRight, IconLinkOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../text/links.tsx";

/** An invite link that was deleted or reset, or never was: say so, without telling which. */
export function JoinInvalidPanel({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" color="red" variant="light">
        <IconLinkOff size={38} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
      <ButtonLink to="/programs" variant="default" rightSection={<IconArrowRight size={16} />}>
        {t("Browse programs")}
      </ButtonLink>
    </Stack>
  );
}
