import type { Organization, ProgramType } from "@bounty/shared";
import { Button, Card, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconPlus, IconShieldCheck, IconTrophy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { publicConfigQuery } from "../../../config/index.ts";
import { CreateProgramForm } from "./create-program-form.tsx";

/**
 * Where 'Request demo' leads while the organization is not bounty-approved: the installation's
 * DEMO_REQUEST_URL. An e-mail names the organization so platform staff can approve it.
 */
export const demoRequestHref = (url: string, organization: Pick<Organization, "id" | "name">) =>
  url.startsWith("mailto:")
    ? `${url}?subject=${encodeURIComponent(
        `Bug bounty demo request: ${organization.name}`,
      )}&body=${encodeURIComponent(`Organization: ${organization.name} (${organization.id})`)}`
    : url;

/** The admin's 'Create Program': pick vdp or bounty ('Select a program to launch'), then name it. */
export function CreateProgramButton({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [type, setType] = useState<ProgramType | null>(null);
  const handleClose = () => {
    setOpen(false);
    setType(null);
  };

  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        {t("Create Program")}
      </Button>
      <Modal
        opened={isOpen}
        onClose={handleClose}
        title={type === null ? t("Select a program to launch") : t("Name your program")}
        size={type === null ? "xl" : "md"}
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        {type === null ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ProgramChoice
              icon={<IconShieldCheck size={26} />}
              title={t("Vulnerability Disclosure Program")}
              text={t(
                "Give researchers a safe, public way to report vulnerabilities. No rewards; we review it before it is published.",
              )}
            >
              <Button
                fullWidth
                onClick={() => setType("vdp")}
                aria-label={t("Start a Vulnerability Disclosure Program")}
              >
                {t("Start")}
              </Button>
            </ProgramChoice>
            <ProgramChoice
              icon={<IconTrophy size={26} />}
              title={t("Bug Bounty Program")}
              text={t("Reward researchers for the vulnerabilities they find, within a budget you fund.")}
            >
              {organization.bountyApproved ? (
                <Button
                  fullWidth
                  onClick={() => setType("bounty")}
                  aria-label={t("Start a Bug Bounty Program")}
                >
                  {t("Start")}
                </Button>
              ) : (
                <DemoRequest organization={organization} />
              )}
            </ProgramChoice>
          </SimpleGrid>
        ) : (
          <CreateProgramForm organizationId={organization.id} type={type} onBack={() => setType(null)} />
        )}
      </Modal>
    </>
  );
}

/** 'Request demo': the installation's address, or (none configured) whom to ask and what to give them. */
function DemoRequest({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const url = useQuery(publicConfigQuery).data?.demoRequestUrl ?? null;
  const [isAsking, setAsking] = useState(false);
  return (
    <Stack gap={6}>
      {url ? (
        <Button component="a" href={demoRequestHref(url, organization)} variant="light" fullWidth>
          {t("Request demo")}
        </Button>
      ) : (
        <Button variant="light" fullWidth onClick={() => setAsking(true)} aria-expanded={isAsking}>
          {t("Request demo")}
        </Button>
      )}
      <Text size="xs" c="dimmed" ta="center">
        {t("Bug bounty programs open once our team has approved your organization.")}
      </Text>
      {isAsking && (
        <Text size="sm" ta="center">
          {t(
            "Ask the team that runs this Bounty installation to approve {{name}} for bug bounty programs, giving them this organization id: {{id}}",
            { name: organization.name, id: organization.id },
          )}
        </Text>
      )}
    </Stack>
  );
}

function ProgramChoice({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light">
              {icon}
            </ThemeIcon>
            <Title order={3} fz="md">
              {title}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
