// The audit feature's face (issue 46): the organization's and the platform's audit logs.
export { auditRoutes } from "./audit.routes.ts";
