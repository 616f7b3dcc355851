import { z } from "zod";
import { CalendarDay, Id, pagination, RowId, Timestamp } from "./common.ts";

// Issue 46: the audit logs an organization's admin and platform staff read (events/audit-logs.ts says
// which events each holds).

export const AUDIT_ENTRIES_PER_PAGE = 50;

const day = CalendarDay;

/** GET organizations/{id}/audit-log and staff/audit-log: Accept: text/csv exports every match. */
export const AuditLogQuery = pagination(100, AUDIT_ENTRIES_PER_PAGE)
  .extend({
    /** Whose actions: the acting person's id. */
    actor: Id.optional(),
    /** An event type (`org.member.role.changed`) or the start of several (`org.member`). */
    action: z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z_]+(\.[a-z_]+)*$/, "Name an action as its type, such as org.member.role.changed.")
      .optional(),
    /** From this day (UTC), inclusive. */
    from: day.optional(),
    /** To this day (UTC), inclusive. */
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "from: Start on or before the end.",
    path: ["from"],
  });
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

const Named = z.object({ id: RowId, name: z.string() });
const Person = z.object({ id: RowId, displayName: z.string(), uniqueName: z.string() });

/** One entry: who, what, when, from which session or API key, and what it was done to. */
export const AuditEntry = z.object({
  id: RowId,
  createdAt: Timestamp,
  /** The event type, as the catalog names it. */
  action: z.string(),
  /** Who did it; null for the platform itself (a schedule, a payment notice) or a deleted account. */
  actor: Person.nullable(),
  /** How: a signed-in session, an API key, or null where no request carried it (jobs, older entries). */
  via: z.enum(["session", "apiKey"]).nullable(),
  sessionId: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  organization: Named.nullable(),
  program: Named.nullable(),
  report: z.object({ id: RowId, number: z.number().int(), title: z.string() }).nullable(),
  /** The person the action was about (a member, a triager, a payout's hunter). */
  user: Person.nullable(),
  /** The event's recorded facts (ids, roles, amounts), as the catalog shapes them. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
