import { DISCLOSURE_REMINDER_DAYS, disclosureMayBePublic } from "@bounty/shared";
import type { Db } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import { payloadOf } from "../../programs/index.ts";
import { disclosesAtOf } from "./disclosure.presenter.ts";
import * as repo from "./disclosure.repository.ts";
import { publishDisclosure } from "./disclosure.service.ts";

const BATCH = 100;

/**
 * The disclosure clock, run by the worker every minute (and by tests with a moved `now`):
 * scheduled disclosures whose date has come go public; staff are reminded a week before an
 * unanswered request discloses itself; and a request left unanswered for the program's period
 * discloses the report with the hunter's summary alone. Each batch is one transaction, its rows
 * locked and skipped by a concurrent run; a report no longer closed is left alone (reopening it
 * withdrew its disclosure already: this is the rule's second guard).
 */
export async function runDisclosureSchedule(db: Db, now: Date) {
  const counts = { published: 0, reminded: 0, disclosed: 0 };
  await db.transaction(async (tx) => {
    for (const { disclosure } of await repo.lockDueDisclosures(tx, now, BATCH)) {
      const report = await repo.findReportForDisclosure(tx, disclosure.reportId, true);
      // The disclosure rule: the query keeps closed reports only, and the lock holds them so.
      if (!report || !disclosureMayBePublic(report)) continue;
      await publishDisclosure(
        tx,
        { id: disclosure.id, at: disclosure.publishAt, automatic: false, actorId: null },
        report,
      );
      counts.published++;
    }
  });
  await db.transaction(async (tx) => {
    const aged = await repo.lockAgedRequests(tx, {
      now,
      daysBefore: DISCLOSURE_REMINDER_DAYS,
      unreminded: true,
      limit: BATCH,
    });
    for (const { request } of aged) {
      const report = await repo.findReportForDisclosure(tx, request.reportId, true);
      if (!report || !disclosureMayBePublic(report) || (await repo.findDisclosureRow(tx, report.id)))
        continue;
      const disclosesAt = disclosesAtOf(request, report.program.disclosureAfterDays);
      if (!disclosesAt) continue;
      await repo.updateRequest(tx, report.id, { remindedAt: now });
      await recordEvent(tx, {
        type: "report.disclosure.due",
        organizationId: report.organizationId,
        actorId: null,
        userId: report.senderId,
        programId: report.programId,
        reportId: report.id,
        payload: {
          number: report.number,
          disclosesAt: disclosesAt.toISOString(),
          ...payloadOf(report.program),
        },
      });
      counts.reminded++;
    }
  });
  await db.transaction(async (tx) => {
    const due = await repo.lockAgedRequests(tx, { now, daysBefore: 0, unreminded: false, limit: BATCH });
    for (const { request } of due) {
      const report = await repo.findReportForDisclosure(tx, request.reportId, true);
      if (!report || !disclosureMayBePublic(report) || (await repo.findDisclosureRow(tx, report.id)))
        continue;
      const created = await repo.insertDisclosure(tx, {
        reportId: report.id,
        programId: report.programId,
        organizationId: report.organizationId,
        title: report.title,
        userSummary: request.summary,
        automatic: true,
        publishAt: now,
      });
      await repo.deleteRequest(tx, report.id);
      await publishDisclosure(tx, { id: created.id, at: now, automatic: true, actorId: null }, report);
      counts.disclosed++;
    }
  });
  return counts;
}
