import {
  type ReportActivity,
  type ReportActivityType,
  reportActivityTypes,
  timelineAudienceOf,
} from "@bounty/shared";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { events, users } from "../../../db/schema/index.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { notFound } from "../../../http/errors.ts";
import { canReadReport, hasOrganizationAccess, reportViewerOf } from "../../standing/index.ts";
import { findConversationReport } from "../conversation/messages.repository.ts";
import { toReportPerson } from "./reports.presenter.ts";

/** The timeline's types for its reader, as the catalog's timeline row says (the priority is staff's). */
export const activityTypesFor = (staff: boolean): ReportActivityType[] =>
  reportActivityTypes.filter((type) => staff || timelineAudienceOf(type) === "readers");

async function listReportEvents(
  db: DbOrTx,
  reportId: string,
  types: string[],
  offset: number,
  limit: number,
) {
  return db
    .select({ event: events, actor: users })
    .from(events)
    .leftJoin(users, eq(users.id, events.actorId))
    .where(and(eq(events.reportId, reportId), inArray(events.type, types)))
    .orderBy(asc(events.createdAt), asc(events.id))
    .offset(offset)
    .limit(limit);
}

/** What a timeline line may show of an event's payload: never anything but these fields. */
function infoOf(payload: Record<string, unknown>): ReportActivity["info"] {
  const info: ReportActivity["info"] = {};
  const value = (v: unknown) => (typeof v === "string" || typeof v === "number" ? v : null);
  if ("from" in payload) info.from = value(payload.from);
  if ("to" in payload) info.to = value(payload.to);
  // A triage step (issue 32): the step taken, never its summary (which the event does not hold).
  if (typeof payload.type === "string" && typeof payload.sequence === "number") info.to = payload.type;
  // A rejection's words to the hunter: `description` (spec 2 §3), `reason` in events written before it.
  const isReward = typeof payload.amount === "number";
  if (!isReward && typeof payload.description === "string") info.reason = payload.description;
  else if (typeof payload.reason === "string") info.reason = payload.reason;
  if (typeof payload.duplicateOf === "number") info.duplicateOf = payload.duplicateOf;
  if (typeof payload.original === "number") info.duplicateOf = payload.original;
  // Done by the platform, not chosen: a first read that marked a report checked, or an owner who
  // lost their access giving the report back (issue 47).
  if (payload.automatic === true || payload.released === true) info.automatic = true;
  if (payload.reopened === true) info.reopened = true;
  const names = (v: unknown) => (Array.isArray(v) ? v.filter((n): n is string => typeof n === "string") : []);
  if ("added" in payload) info.added = names(payload.added);
  if ("removed" in payload) info.removed = names(payload.removed);
  if (typeof payload.amount === "number") info.amount = payload.amount;
  if (payload.system === "money" || payload.system === "point") info.system = payload.system;
  if (isReward && typeof payload.description === "string") info.description = payload.description;
  if (typeof payload.publishAt === "string") info.publishAt = payload.publishAt;
  if (typeof payload.disclosesAt === "string") info.disclosesAt = payload.disclosesAt;
  if (typeof payload.fee === "number") info.fee = payload.fee;
  if (payload.outcome === "fixed" || payload.outcome === "not_fixed") info.outcome = payload.outcome;
  if (typeof payload.expiresAt === "string") info.expiresAt = payload.expiresAt;
  return info;
}

/** GET reports/{id}/activities: the report's events, oldest first, to whoever may read the report. */
export async function listReportActivities(
  ctx: AppContext,
  actor: Actor,
  reportId: string,
  q: { page: number; perPage: number },
) {
  const db = ctx.database.db;
  const report = await findConversationReport(db, reportId);
  const viewer = await reportViewerOf(db, actor);
  if (!report || !canReadReport(viewer, report)) throw notFound("Report");
  const types = activityTypesFor(hasOrganizationAccess(viewer, report));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(events)
    .where(and(eq(events.reportId, reportId), inArray(events.type, types)));
  const skipped = (q.page - 1) * q.perPage;
  const rows = skipped < total ? await listReportEvents(db, reportId, types, skipped, q.perPage) : [];
  const data: ReportActivity[] = rows.map(({ event, actor: who }) => ({
    id: event.id,
    type: event.type as ReportActivityType,
    createdAt: event.createdAt.toISOString(),
    actor: toReportPerson(who),
    affiliation: event.actorId === null ? null : event.actorId === report.senderId ? "hunter" : "member",
    info: infoOf(event.payload),
  }));
  return { data, meta: { total, page: q.page, perPage: q.perPage } };
}
