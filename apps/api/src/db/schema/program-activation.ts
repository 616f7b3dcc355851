import type { ActivationRequestStatus } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { programs } from "./programs.ts";
import { users } from "./users.ts";

/** A vdp program's request to be published, decided by platform staff; at most one pending per program. */
export const activationRequests = pgTable(
  "activation_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    requestedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    status: text().$type<ActivationRequestStatus>().notNull().default("pending"),
    decidedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    decidedAt: moment(),
    /** Staff's reason when rejecting, e-mailed to the requester. */
    reason: text().notNull().default(""),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("activation_requests_pending_idx").on(t.programId).where(sql`status = 'pending'`),
    index("activation_requests_status_idx").on(t.status, t.createdAt),
    check(
      "activation_requests_status_check",
      sql`status in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);
