import type { Program, ProgramAbilities } from "@bounty/shared";
import { Alert, Stack, Text } from "@mantine/core";
import { IconEye, IconPlayerPause, IconPlayerStop } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";

interface ProgramPageBannersProps {
  program: Program;
  abilities: ProgramAbilities;
}

/** The preview banner for members of the owning organization (spec §2), and what the status means. */
export function ProgramPageBanners({ program, abilities }: ProgramPageBannersProps) {
  const { t } = useTranslation();
  const statusBanner = {
    notStarted: (
      <Alert
        color="gray"
        variant="light"
        icon={<IconPlayerStop size={18} />}
        title={t("This program is not started")}
      >
        <Text size="sm">{t("Hunters cannot see it until the organization starts it.")}</Text>
      </Alert>
    ),
    suspended: (
      <Alert
        color="orange"
        variant="light"
        icon={<IconPlayerPause size={18} />}
        title={t("This program is suspended")}
      >
        <Text size="sm">
          {t("It accepts no new reports for now. Conversations on reports already sent go on as usual.")}
        </Text>
      </Alert>
    ),
    stopped: (
      <Alert
        color="red"
        variant="light"
        icon={<IconPlayerStop size={18} />}
        title={t("This program is stopped")}
      >
        <Text size="sm">{t("Only members of the organization can see it; it accepts no reports.")}</Text>
      </Alert>
    ),
    open: null,
  }[program.status];

  if (!abilities.preview && !statusBanner) return null;
  return (
    <Stack gap="sm">
      {abilities.preview && (
        <Alert color="blue" variant="light" icon={<IconEye size={18} />}>
          <Text size="sm">
            {t("You are previewing this program as a member of {{organization}}.", {
              organization: program.organization.name,
            })}{" "}
            <AnchorLink
              to="/organizations/$id/programs/$programId"
              params={{ id: program.organization.id, programId: program.id }}
              size="sm"
              fw={600}
            >
              {t("Manage this program")}
            </AnchorLink>
          </Text>
        </Alert>
      )}
      {statusBanner}
    </Stack>
  );
}
