import { z } from "zod";
import { pagination, RowId, Timestamp } from "./common.ts";

/** GET staff/mails: notification mails that failed for good, newest first. */
export const ListStaffMailsQuery = pagination(100, 50);
export type ListStaffMailsQuery = z.infer<typeof ListStaffMailsQuery>;

/**
 * A notification mail the SMTP server kept refusing: whom it was for, what it told (its event type),
 * how often it was tried and the server's last words. Never its text: the mail is worded on sending.
 */
export const StaffMail = z.object({
  id: RowId,
  to: z.string(),
  eventType: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: Timestamp,
});
export type StaffMail = z.infer<typeof StaffMail>;
