// The staff feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { assertPlatformStaff } from "./staff.service.ts";
