import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { now } from "./columns.ts";
import { organizations } from "./organizations.ts";
import { reports } from "./reports.ts";
import { users } from "./users.ts";

/**
 * The one log of state changes, written in the transaction that made the change; read by feeds,
 * the live stream and the notification jobs. program_id has no foreign key on purpose: a deleted
 * program's events (program.deleted among them) keep naming it.
 */
const typeList = (types: readonly string[]) => types.map((type) => `'${type}'`).join(", ");

/**
 * The catalog's audit lists (shared events/audit-logs.ts), written out: drizzle-kit reads this file
 * alone. audit-log.test.ts holds them equal.
 */
export const memberAuditIndexTypes = [
  "user.factor.added",
  "user.factor.removed",
  "user.recovery_codes.created",
  "user.recovery_code.used",
  "user.api_key.created",
  "user.api_key.revoked",
];
export const platformAuditIndexTypes = [
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
];

export const events = pgTable(
  "events",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid().references(() => organizations.id, { onDelete: "cascade" }),
    type: text().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    programId: uuid(),
    reportId: uuid().references(() => reports.id, { onDelete: "set null" }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The audit log's "from which session or API key" (issue 46); no foreign key: the record outlives them. */
    sessionId: uuid(),
    apiKeyId: uuid(),
    createdAt: now(),
  },
  (t) => [
    // The feed: the id breaks ties in its order, so a page is read from the index and stops at its
    // size; type and program answer the visibility rule, so the feed's total is counted from the
    // index alone.
    index("events_org_created_idx").on(t.organizationId, t.createdAt, t.id, t.type, t.programId),
    index("events_report_created_idx").on(t.reportId, t.createdAt),
    // The public side's activity (the catalog's public types): a program's, and a hunter's profile.
    index("events_public_program_idx")
      .on(t.programId, t.createdAt.desc(), t.id.desc())
      .where(sql`type in ('report.submitted', 'report.rewarded', 'report.rejected', 'report.disclosed')`),
    index("events_public_user_idx")
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`type in ('report.submitted', 'report.rewarded', 'report.rejected', 'report.disclosed')`),
    // A person's security history (issue 46): how their account's guard changed.
    index("events_security_user_idx")
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(
        sql`type in ('user.factor.added', 'user.factor.removed', 'user.recovery_codes.created', 'user.recovery_code.used', 'user.signed_in.new_browser')`,
      ),
    // The audit logs (issue 46): members' account events an organization's log shows, and the
    // platform's (staff decisions), each read newest first.
    index("events_member_audit_idx")
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`organization_id is null and type in (${sql.raw(typeList(memberAuditIndexTypes))})`),
    index("events_platform_audit_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`type in (${sql.raw(typeList(platformAuditIndexTypes))})`),
  ],
);

/**
 * Jobs that run once a day whatever the number of workers: the worker that inserts the day's row
 * runs the job; the others find it there and skip (the daily digest of missed response targets).
 */
export const dailyRuns = pgTable(
  "daily_runs",
  {
    job: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);
