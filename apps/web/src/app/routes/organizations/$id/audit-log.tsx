import { createFileRoute } from "@tanstack/react-router";
import { OrganizationAuditPage } from "../../../../features/audit/index.ts";

/** /organizations/{id}/audit-log: the admin's (the API answers others 403). */
export const Route = createFileRoute("/organizations/$id/audit-log")({
  component: AuditRoutePage,
});

function AuditRoutePage() {
  const { id } = Route.useParams();
  return <OrganizationAuditPage id={id} />;
}
