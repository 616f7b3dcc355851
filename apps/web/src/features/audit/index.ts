// The audit feature's face (issue 46): an organization's and the platform's audit logs.
export { OrganizationAuditPage, PlatformAuditPage } from "./components/organization-audit-page.tsx";
