// The organization's second-factor rule (issue 46): its SQL is db/membership-hold.ts, below every
// feature, since mail recipients and reminders read memberships as well as the features do.
export { membershipHeld, membershipInForce } from "../../db/membership-hold.ts";

export const ORGANIZATION_FACTOR_REFUSAL =
  "This organization requires a second factor. Add a passkey or an authenticator app in Settings → Security, then come back.";
