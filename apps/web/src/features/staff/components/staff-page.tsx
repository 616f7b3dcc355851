import { Stack } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { ButtonLink } from "../../../components/text/links.tsx";
import { StaffInvoices, StaffPayouts } from "../../rewards/index.ts";
import { SecondFactorGate } from "../../security/index.ts";
import { useSettingsModal } from "../../settings/index.ts";
import { StaffTriage } from "../../triage/index.ts";
import { StaffActivationRequests } from "./staff-activation-requests.tsx";
import { StaffFailedMails } from "./staff-failed-mails.tsx";
import { StaffOrganizations } from "./staff-organizations.tsx";

/**
 * /staff: the platform's own work — vdp programs to publish, hunters' payouts to transfer, and which
 * organizations may run bounty programs.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const { open } = useSettingsModal();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t("Platform staff")}
        description={t(
          "Review activation requests, transfer hunters' payouts, record licence payments, approve organizations for bug bounty programs, run the triage service and send failed mails again.",
        )}
      >
        <ButtonLink to="/staff/audit-log" variant="default" leftSection={<IconHistory size={16} />} mt="sm">
          {t("Audit log")}
        </ButtonLink>
      </PageHeader>
      <SecondFactorGate
        onAddFactor={() => void open("security")}
        message={t(
          "Platform staff tools need a second factor. Add a passkey or an authenticator app in Settings → Security.",
        )}
      >
        <StaffActivationRequests />
        <StaffPayouts />
        <StaffInvoices />
        <StaffOrganizations />
        <StaffTriage />
        <StaffFailedMails />
      </SecondFactorGate>
    </Stack>
  );
}
