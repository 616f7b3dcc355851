import type { ListStaffMailsQuery, StaffMail } from "@bounty/shared";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { notFound } from "../../http/errors.ts";
import { listFailedMails, requeueMail } from "../../notifications/mail-outbox.repository.ts";
import { assertPlatformStaff } from "./staff.service.ts";

type FailedMail = Awaited<ReturnType<typeof listFailedMails>>["rows"][number];

const toStaffMail = ({ mail, type }: FailedMail): StaffMail => ({
  id: mail.id,
  to: mail.toAddress,
  eventType: type,
  attempts: mail.attempts,
  lastError: mail.lastError,
  createdAt: mail.createdAt.toISOString(),
});

/** Notification mails that failed for good, for platform staff to see and send again. */
export async function listStaffMails(ctx: AppContext, actor: Actor, query: ListStaffMailsQuery) {
  await assertPlatformStaff(ctx, actor);
  const { rows, total } = await listFailedMails(ctx.database.db, {
    offset: (query.page - 1) * query.perPage,
    limit: query.perPage,
  });
  return { data: rows.map(toStaffMail), meta: { total, page: query.page, perPage: query.perPage } };
}

/**
 * Puts a failed mail back in the outbox (its SMTP server is fixed): the dispatcher hands it out again,
 * worded anew. Only a failed mail: a sent one is never sent twice.
 */
export async function retryStaffMail(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await assertPlatformStaff(ctx, actor);
  if (!(await requeueMail(ctx.database.db, id))) throw notFound("Failed mail");
}
