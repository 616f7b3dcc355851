// The onboarding feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { displayNameError, uniqueNameError } from "./api/profile-rules.ts";
