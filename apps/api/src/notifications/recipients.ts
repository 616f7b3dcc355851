import { type MailRecipients, mailRowOf } from "@bounty/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { membershipInForce } from "../db/membership-hold.ts";
import {
  activationRequests,
  inboxItems,
  notificationMails,
  organizationMembers,
  programManagers,
  programs,
  programTriagers,
  reportRetests,
  users,
} from "../db/schema/index.ts";
import type { EventRow } from "../events/event-types.ts";
import { takeOutsiderMailQuota } from "./outsider-quota.ts";

/**
 * The staff of a program: its organization's admins and the program's managers, the staff part of
 * the report rule (standing's `hasOrganizationAccess`), which a test holds this query to.
 */
export async function listProgramStaffIds(
  db: DbOrTx,
  organizationId: string,
  programId: string,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select distinct ${organizationMembers.userId} as id from ${organizationMembers}
    where ${organizationMembers.organizationId} = ${organizationId} and ${membershipInForce()}
      and (${organizationMembers.role} = 'admin' or exists (
        select 1 from ${programManagers}
        where ${programManagers.memberId} = ${organizationMembers.id} and ${programManagers.programId} = ${programId}))`);
  return result.rows.map((r) => r.id);
}

/** A triaged program's triagers: the organization's triage-role members and the platform triagers staff assigned. */
export async function listProgramTriagerIds(
  db: DbOrTx,
  organizationId: string,
  programId: string,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select ${organizationMembers.userId} as id from ${organizationMembers}
    where ${organizationMembers.organizationId} = ${organizationId} and ${organizationMembers.role} = 'triage'
      and ${membershipInForce()}
    union
    select ${programTriagers.userId} from ${programTriagers} where ${programTriagers.programId} = ${programId}`);
  return result.rows.map((r) => r.id);
}

async function requesterOf(db: DbOrTx, event: EventRow): Promise<string[]> {
  const requestId = event.payload.requestId;
  if (typeof requestId !== "string") return [];
  const [row] = await db
    .select({ id: activationRequests.requestedBy })
    .from(activationRequests)
    .where(eq(activationRequests.id, requestId));
  return row?.id ? [row.id] : [];
}

/** The person who asked for the event's retest. */
async function retestRequesterOf(db: DbOrTx, event: EventRow): Promise<string[]> {
  const retestId = event.payload.retestId;
  if (typeof retestId !== "string") return [];
  const [row] = await db
    .select({ id: reportRetests.requestedBy })
    .from(reportRetests)
    .where(eq(reportRetests.id, retestId));
  return row?.id ? [row.id] : [];
}

/** The people a mail row names for this event, before their preferences and addresses are read. */
async function peopleOf(db: DbOrTx, event: EventRow, to: MailRecipients): Promise<string[]> {
  const staff = () =>
    event.organizationId && event.programId
      ? listProgramStaffIds(db, event.organizationId, event.programId)
      : Promise.resolve([]);
  switch (to) {
    case "sender":
    case "subject":
      return event.userId ? [event.userId] : [];
    case "programStaff":
      return staff();
    case "otherSide":
      return event.payload.affiliation === "member" ? (event.userId ? [event.userId] : []) : staff();
    case "requester":
      return requesterOf(db, event);
    case "retestRequester":
      return retestRequesterOf(db, event);
    case "assignee":
      return typeof event.payload.assigneeId === "string" ? [event.payload.assigneeId] : [];
    case "triageNext":
      if (!event.organizationId || !event.programId) return [];
      if (event.payload.next === "organization") return staff();
      return event.payload.next === "triager"
        ? listProgramTriagerIds(db, event.organizationId, event.programId)
        : [];
  }
}

/** Events a type's mail row covers but that tell no one: a first read that marked a report checked. */
const isQuiet = (event: EventRow) =>
  event.type === "report.state.changed" && event.payload.automatic === true;

/** An organization's decisions on a hunter's place in a program: limited, and only once it started. */
const APPLICATION_DECISIONS = new Set([
  "program.application.approved",
  "program.application.rejected",
  "program.application.removed",
]);

async function programStarted(db: DbOrTx, programId: string | null): Promise<boolean> {
  if (!programId) return false;
  const [row] = await db
    .select({ activated: programs.activated })
    .from(programs)
    .where(eq(programs.id, programId));
  return row?.activated === true;
}

/**
 * The outbox write, in the event's own transaction: an inbox line for each person the catalog's mail
 * row names, and one pending mail row per recipient among them who has an address, has not turned that kind of mail off, and did not do it themselves.
 * The unique (event, recipient) key makes a repeated write a no-op. Nothing is sent here.
 */
export async function queueNotificationMails(tx: DbOrTx, event: EventRow): Promise<void> {
  const row = mailRowOf(event.type);
  if (!row || isQuiet(event)) return;
  const isDecision = APPLICATION_DECISIONS.has(event.type);
  // A program not started yet is no one's business: deciding on its hunters mails nobody.
  if (isDecision && !(await programStarted(tx, event.programId))) return;
  // A security mail goes to its person even when they made the change: an intruder in their session
  // would have made it too.
  const everyone = await peopleOf(tx, event, row.to);
  const people = row.preference === "security" ? everyone : everyone.filter((id) => id !== event.actorId);
  if (people.length === 0) return;
  const ids = sql.join(
    people.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // One statement (the round trips of every write that tells someone stay as they were): the in-app
  // inbox's line for every person the notification names, whatever their mail settings (issue 31),
  // and the mail rows for those who take this kind of mail.
  const inserted = await tx.execute<{ id: string; recipient_id: string }>(sql`
    with inbox as (
      insert into ${inboxItems} (recipient_id, event_id, report_id)
      select ${users.id}, ${event.id}::uuid, ${event.reportId}::uuid from ${users} where ${users.id} in (${ids})
      on conflict do nothing
    )
    insert into ${notificationMails} (event_id, recipient_id, to_address, preference)
    select ${event.id}::uuid, ${users.id}, ${users.email}, ${row.preference} from ${users}
    where ${users.id} in (${ids})
      and ${users.email} is not null
      and coalesce((${users.notificationPreferences} ->> ${row.preference})::boolean, true)
    on conflict do nothing
    returning id, recipient_id`);
  if (!isDecision || !event.organizationId) return;
  // Mails an organization aims at someone outside it who asked for nothing are limited: one over the
  // limit stays in the outbox as skipped, with the reason, for platform staff to see.
  for (const mail of inserted.rows) {
    const quota = await takeOutsiderMailQuota(tx, {
      organizationId: event.organizationId,
      recipientId: mail.recipient_id,
      kind: event.type,
    });
    if (!quota.ok)
      await tx
        .update(notificationMails)
        .set({ status: "skipped", lastError: `Over the limit of ${quota.reason}.`, queuedAt: sql`now()` })
        .where(eq(notificationMails.id, mail.id));
  }
}
