import type { ProgramInvitePreview } from "@bounty/shared";
import { Badge, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AuthPanel } from "../../auth/components/auth-panel.tsx";
import { OrganizationIcon } from "../../organizations/components/organization-icon.tsx";

interface ProgramJoinVisitorProps {
  invite: ProgramInvitePreview;
  /** This page: signing in (and onboarding, for a new account) comes back to it. */
  returnPath: string;
}

/** The program join page for someone not signed in: the invitation, then sign up or in (spec §2). */
export function ProgramJoinVisitor({ invite, returnPath }: ProgramJoinVisitorProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: "center" }}>
      <Stack gap="lg" maw={480}>
        <OrganizationIcon organization={invite.organization} size={64} />
        <Badge variant="light" size="lg" radius="sm" w="fit-content">
          {t("Invitation")}
        </Badge>
        <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2} style={{ overflowWrap: "anywhere" }}>
          {t("You have been invited to {{program}} by {{organization}}", {
            program: invite.program.name,
            organization: invite.organization.name,
          })}
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
