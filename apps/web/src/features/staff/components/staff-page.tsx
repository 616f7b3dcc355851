import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/page-header.tsx";
import { StaffActivationRequests } from "./staff-activation-requests.tsx";
import { StaffOrganizations } from "./staff-organizations.tsx";

/** /staff: the platform's own work — which organizations may run bounty programs, and vdp programs to publish. */
export function StaffPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t("Platform staff")}
        description={t("Approve organizations for bug bounty programs and review activation requests.")}
      />
      <StaffActivationRequests />
      <StaffOrganizations />
    </Stack>
  );
}
