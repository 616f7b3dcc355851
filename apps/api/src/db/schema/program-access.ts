import type { ApplicationState } from "@bounty/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { moment, now } from "./columns.ts";
import { programs } from "./programs.ts";
import { users } from "./users.ts";

/** A program's invite link, /programs/{slug}/join?i={id}: the random id is the secret; one per program. */
export const programInvites = pgTable(
  "program_invites",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: now(),
  },
  (t) => [uniqueIndex("program_invites_program_idx").on(t.programId)],
);

/** A hunter's application to a non-public program: pending, then approved (joined); reject and remove delete it. */
export const programApplications = pgTable(
  "program_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    hunterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text().$type<ApplicationState>().notNull().default("pending"),
    /** Whether the hunter came through the invite link. */
    viaInvite: text().$type<"invite" | "apply">().notNull().default("apply"),
    decidedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    decidedAt: moment(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex("program_applications_program_hunter_idx").on(t.programId, t.hunterId),
    index("program_applications_hunter_idx").on(t.hunterId, t.state),
    index("program_applications_program_state_idx").on(t.programId, t.state),
    check("program_applications_state_check", sql`state in ('pending', 'approved')`),
    check("program_applications_via_check", sql`via_invite in ('invite', 'apply')`),
  ],
);

/** A hunter accepted the program's guideline (needed before reporting). */
export const guidelineAcceptances = pgTable(
  "guideline_acceptances",
  {
    programId: uuid()
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    acceptedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] })],
);
