// The triage feature's face: all that other features may import of it (docs/architecture.md "Boundaries").

export { triageDashboardRoutes } from "./dashboard/dashboard.routes.ts";
export { importRoutes } from "./imports/import.routes.ts";
export { runRetestExpiry } from "./retests/retest-expiry.ts";
export { retestRoutes } from "./retests/retests.routes.ts";
export { triageRoutes } from "./triage.routes.ts";
export { triageStaffRoutes } from "./triage-staff.routes.ts";
