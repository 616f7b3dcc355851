import type { Actor } from "../../http/auth.ts";

/** A caller as far as platform staff goes: how they called, and their account's e-mail. */
export interface StaffCandidate {
  actor: Actor | null;
  email: string | null;
}

export const STAFF_REFUSAL = "Only platform staff can do this.";

/**
 * Platform staff are the signed-in accounts whose e-mail (verified by signing in) is on the
 * server's PLATFORM_STAFF_EMAILS list, compared case-insensitively. API keys never act as staff.
 */
export const isPlatformStaff = (staffEmails: readonly string[], c: StaffCandidate): boolean =>
  c.actor?.via === "session" && c.email !== null && staffEmails.includes(c.email.trim().toLowerCase());
