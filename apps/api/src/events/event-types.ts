import type { events } from "../db/schema/index.ts";

export type EventRow = typeof events.$inferSelect;

/** The event types written so far; readers (feeds, stream, jobs) switch on them. */
export type EventType =
  | "org.created"
  | "org.updated"
  | "org.icon.updated"
  | "org.member.added"
  | "org.member.removed"
  | "org.member.role.changed"
  | "org.invite.created"
  | "org.invite.deleted"
  | "org.chat_webhook.created"
  | "org.chat_webhook.updated"
  | "org.chat_webhook.deleted"
  | "program.created"
  | "program.updated"
  | "program.deleted"
  | "program.invite.created"
  | "program.invite.deleted"
  | "program.application.created"
  | "program.application.cancelled"
  | "program.application.approved"
  | "program.application.rejected"
  | "program.application.removed"
  | "program.activated"
  | "program.status.changed"
  | "program.activation.requested"
  | "program.activation.cancelled"
  | "program.activation.approved"
  | "program.activation.rejected"
  | "program.budget.update"
  | "program.subscription.created"
  | "program.subscription.activated"
  | "program.subscription.cancelled"
  | "org.bounty_approval.changed"
  | "program.test_form.created"
  | "program.test_form.updated"
  | "program.test_form.deleted"
  | "program.test_info.requested"
  | "program.test_info.cancelled"
  | "program.test_info.accepted"
  | "program.test_info.rejected"
  | "program.test_info.updated"
  | "program.test_info.finalized"
  | "program.test_info.revoked"
  | "report.submitted"
  | "report.message.submitted"
  | "report.message.updated"
  | "report.message.deleted"
  | "report.attachment.submitted"
  | "report.attachment.deleted"
  | "report.state.changed"
  | "report.rejected"
  | "report.priority.changed"
  | "report.severity.changed"
  | "report.original.resolved"
  | "report.rewarded"
  | "program.credits.charge"
  | "program.credits.withdrawal"
  | "platform.staff.granted"
  | "platform.staff.revoked";

export interface NewEvent {
  type: EventType;
  organizationId: string | null;
  actorId: string | null;
  userId?: string | null;
  programId?: string | null;
  reportId?: string | null;
  payload?: Record<string, unknown>;
}
