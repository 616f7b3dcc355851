import type { Organization } from "@bounty/shared";
import { Alert, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconWorld } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SocialLinks } from "../../../profiles/index.ts";
import { OrganizationIcon } from "../organization-icon.tsx";

/** What members who may not edit see: the same settings, read as a profile. */
export function OrganizationSettingsView({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
        {t("Only an admin can change these settings.")}
      </Alert>
      <Paper withBorder p={{ base: "lg", sm: "xl" }}>
        <Group gap="lg" wrap="nowrap">
          <OrganizationIcon organization={organization} size={72} radius="lg" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="xl" style={{ overflowWrap: "anywhere" }}>
              {organization.name}
            </Title>
            {organization.domain && (
              <Group gap={6} wrap="nowrap" c="dimmed">
                <IconWorld size={16} aria-hidden />
                <Text size="sm">{organization.domain}</Text>
              </Group>
            )}
          </Stack>
        </Group>
        <Divider my="lg" />
        <Group align="flex-start" gap="xl" wrap="wrap">
          <ViewSection title={t("Introduction")} flex="2 1 320px">
            {organization.bio ? (
              <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{organization.bio}</Text>
            ) : (
              <Text c="dimmed" fs="italic">
                {t("No introduction yet.")}
              </Text>
            )}
          </ViewSection>
          <ViewSection title={t("Links")} flex="1 1 200px">
            {organization.links.length > 0 ? (
              <SocialLinks socials={organization.links} />
            ) : (
              <Text c="dimmed" fs="italic">
                {t("No links yet.")}
              </Text>
            )}
          </ViewSection>
        </Group>
      </Paper>
    </Stack>
  );
}

function ViewSection({ title, flex, children }: { title: string; flex: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" style={{ flex, minWidth: 0 }}>
      <Text component="h3" fw={600} size="sm" tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
