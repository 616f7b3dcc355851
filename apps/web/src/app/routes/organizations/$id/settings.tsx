import { createFileRoute } from "@tanstack/react-router";
import { OrganizationSettingsPage } from "../../../../features/organizations/components/settings/organization-settings-page.tsx";

export const Route = createFileRoute("/organizations/$id/settings")({
  component: SettingsRoutePage,
});

function SettingsRoutePage() {
  const { id } = Route.useParams();
  return <OrganizationSettingsPage id={id} />;
}
