import { Badge, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconUsersPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AuthPanel } from "../../auth/components/auth-panel.tsx";

/**
 * The join page for someone not signed in (spec §2): the invitation, then GitHub, Google or e-mail in
 * signup mode. Signing in (and onboarding, for a new account) comes back to `returnPath`, this page.
 */
export function JoinVisitor({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: "center" }}>
      <Stack gap="lg" maw={480}>
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconUsersPlus size={34} stroke={1.6} />
        </ThemeIcon>
        <Badge variant="light" size="lg" radius="sm" w="fit-content">
          {t("Invitation")}
        </Badge>
        <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2}>
          {t("You have been invited to this organization.")}
        </Title>
        <Text size="lg" c="dimmed">
          {t("However, you need to login first.")}
        </Text>
        <Text c="dimmed">
          {t("Sign up or sign in with GitHub, Google or your e-mail; you come back to this page to join.")}
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: "lg", sm: 32 }} maw={460} w="100%" mx="auto">
        <AuthPanel mode="signup" redirect={returnPath} />
      </Paper>
    </SimpleGrid>
  );
}
