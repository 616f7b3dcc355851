import { createFileRoute, notFound } from "@tanstack/react-router";
import { PlatformAuditPage } from "../../features/audit/index.ts";
import { isPlatformStaff } from "../../features/staff/api/staff-api.ts";

/** /staff/audit-log: platform staff only; everyone else gets the not-found page. */
export const Route = createFileRoute("/staff_/audit-log")({
  beforeLoad: ({ context: { user } }) => {
    if (!isPlatformStaff(user)) throw notFound();
  },
  component: PlatformAuditPage,
});
