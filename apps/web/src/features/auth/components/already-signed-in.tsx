import type { AuthenticatedUser } from "@bounty/shared";
import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconLogout } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { ButtonLink } from "../../../components/text/links.tsx";
import { PlainLink } from "../../../components/text/plain-link.tsx";
import { useSignOut } from "../../session/index.ts";

/** What a signed-in visitor of /signin or /signup sees (spec §2); with a return path, 'Continue' goes there. */
export function AlreadySignedIn({ user, redirect }: { user: AuthenticatedUser; redirect?: string }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Container size={480} py={64}>
      <Paper withBorder shadow="sm" p={32}>
        <Stack align="center" ta="center" gap="md">
          <UserAvatar user={user} size={64} radius="xl" />
          <Title order={2} fz={24}>
            {t("You are already signed in")}
          </Title>
          <Text c="dimmed">
            {t("Signed in as {{name}} (@{{uniqueName}}).", {
              name: user.displayName,
              uniqueName: user.uniqueName,
            })}
          </Text>
          <Group mt="sm" justify="center">
            {redirect ? (
              <Button component={PlainLink} href={redirect} rightSection={<IconArrowRight size={16} />}>
                {t("Continue")}
              </Button>
            ) : (
              <ButtonLink to="/programs" rightSection={<IconArrowRight size={16} />}>
                {t("Go to dashboard")}
              </ButtonLink>
            )}
            <Button
              variant="default"
              leftSection={<IconLogout size={16} />}
              loading={isSigningOut}
              onClick={() => void signOut()}
            >
              {t("Sign Out")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
