import type { EventType } from "./catalog.ts";

/**
 * The audit logs (issue 46), read from the one event log: an organization's (its admin's), and the
 * platform's (its staff's). An organization's log holds every event written with its id, and the
 * account events of its members that say how their accounts are guarded (`memberAuditEventTypes`).
 */
export const auditLogs = ["organization", "platform"] as const;
export type AuditLog = (typeof auditLogs)[number];

/** A member's own account events an organization's log shows, while they are a member. */
export const memberAuditEventTypes = [
  "user.factor.added",
  "user.factor.removed",
  "user.recovery_codes.created",
  "user.recovery_code.used",
  "user.api_key.created",
  "user.api_key.revoked",
] as const satisfies readonly EventType[];

/** Platform staff's decisions: the platform's log. */
export const platformAuditEventTypes = [
  "platform.staff.granted",
  "platform.staff.revoked",
  "org.bounty_approval.changed",
  "program.activation.approved",
  "program.activation.rejected",
  "user.payout.paid",
  "user.payout.failed",
  "platform.triage.changed",
  "platform.triager.assigned",
  "platform.triager.unassigned",
] as const satisfies readonly EventType[];
