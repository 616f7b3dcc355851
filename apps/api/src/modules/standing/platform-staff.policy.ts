import type { Actor } from "../../http/auth.ts";

/** A caller as far as platform staff goes: how they called, and what their account holds. */
export interface StaffCandidate {
  actor: Actor | null;
  email: string | null;
  /** When the product verified `email` (its sign-in link was opened); a provider's word never counts. */
  emailVerifiedAt: Date | null;
  /** Staff by the operator's command (`npm run staff -- add`). */
  staffSince: Date | null;
}

export const STAFF_REFUSAL = "Only platform staff can do this.";

/**
 * Platform staff are signed-in accounts the operator named: by the staff flag their command set,
 * or by an address on PLATFORM_STAFF_EMAILS (compared case-insensitively) that the product itself
 * verified through its e-mail sign-in link. An address an OpenID or GitHub sign-in asserted never
 * makes staff. API keys never act as staff.
 */
export const isPlatformStaff = (staffEmails: readonly string[], c: StaffCandidate): boolean =>
  c.actor?.via === "session" &&
  (c.staffSince !== null ||
    (c.email !== null && c.emailVerifiedAt !== null && staffEmails.includes(c.email.trim().toLowerCase())));

/** The candidate an account makes (a user row or none). */
export const staffCandidateOf = (
  actor: Actor | null,
  user: { email: string | null; emailVerifiedAt: Date | null; staffSince: Date | null } | null,
): StaffCandidate => ({
  actor,
  email: user?.email ?? null,
  emailVerifiedAt: user?.emailVerifiedAt ?? null,
  staffSince: user?.staffSince ?? null,
});
