import { Container, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { AuditLogView } from "./audit-log-view.tsx";

/** /organizations/{id}/audit-log: the admin's record of everything done in the organization. */
export function OrganizationAuditPage({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <PageHeader
          title={t("Audit log")}
          description={t(
            "Everything done in this organization and its members' sign-in factors and API keys: who, what, when, and from which session or API key. Entries are never changed or removed.",
          )}
        />
        <AuditLogView source={{ kind: "organization", id }} />
      </Stack>
    </Container>
  );
}

/** /staff/audit-log: platform staff's decisions. */
export function PlatformAuditPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t("Platform audit log")}
        description={t(
          "Staff grants, activation decisions, payouts, bounty approvals and triage assignments: who, what, when, and from which session.",
        )}
      />
      <AuditLogView source={{ kind: "platform" }} />
    </Stack>
  );
}
