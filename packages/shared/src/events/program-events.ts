import { z } from "zod";
import { ProgramStatus, ProgramType } from "../schemas/program.ts";
import { event } from "./define.ts";

const id = z.string();
/** Whether the program keeps its details from outsiders: a chat line then carries a bare link. */
const program = { programDetailsPrivate: z.boolean() };
const application = z.strictObject({ applicationId: id, hunterId: id, ...program });
const testInfo = z.strictObject({ requestId: id, hunterId: id, formTitle: z.string(), ...program });
const testForm = z.strictObject({ formId: id, title: z.string(), ...program });
const subscription = z.strictObject({
  subscriptionId: id,
  currency: z.string(),
  currentPeriodEnd: z.string().nullable(),
  ...program,
});
const activation = z.strictObject({ requestId: id, ...program });
const hunterMail = (preference: "applications") => ({ to: "subject", preference }) as const;

/**
 * A program's events. Programs coming and going are every member's business (every member sees the
 * list); a program's own life, budget, hunters and test information are its staff's. Test
 * information events name the form only, never the message nor the information.
 */
export const programEvents = {
  "program.created": event("program", z.strictObject({ name: z.string(), type: ProgramType, ...program }), {
    feed: "members",
  }),
  "program.updated": event(
    "program",
    z.strictObject({ fields: z.array(z.string()), scopeGroupId: id.optional(), ...program }),
    { feed: "programStaff" },
  ),
  "program.deleted": event("program", z.strictObject({ name: z.string(), ...program }), { feed: "members" }),
  "program.activated": event("program", z.strictObject({ status: ProgramStatus, ...program }), {
    feed: "programStaff",
  }),
  "program.status.changed": event(
    "program",
    z.strictObject({ status: ProgramStatus, previous: ProgramStatus, ...program }),
    { feed: "programStaff" },
  ),
  "program.activation.requested": event("program", activation, { feed: "programStaff" }),
  "program.activation.cancelled": event("program", activation, { feed: "programStaff" }),
  // Decided by platform staff; the member who asked is told either way.
  "program.activation.approved": event("program", activation, {
    feed: "programStaff",
    mail: { to: "requester", preference: "accountUpdates" },
  }),
  "program.activation.rejected": event("program", activation.extend({ reason: z.string() }), {
    feed: "programStaff",
    mail: { to: "requester", preference: "accountUpdates" },
  }),
  // Budgets set before program.credits.charge existed; new budget changes write the charge.
  /** Issue 33: the program's staff imported reports (one, or a CSV's rows); `first`..`last` are their numbers. */
  "program.reports.imported": event(
    "program",
    z.strictObject({ count: z.number().int(), first: z.number().int(), last: z.number().int(), ...program }),
    { feed: "programStaff" },
  ),
  "program.budget.update": event("program", z.strictObject({ budget: z.number().int() }), {
    feed: "programStaff",
  }),
  /** The budget was charged (`amount` in yen, negative when taken back); `budget` is the new one. */
  "program.credits.charge": event(
    "program",
    z.strictObject({
      amount: z.number().int(),
      budget: z.number().int(),
      previous: z.number().int(),
      ...program,
    }),
    { feed: "programStaff" },
  ),
  /** A hunter's withdrawal took money the program had paid them: the ledger's own record. */
  "program.credits.withdrawal": event("user", z.strictObject({ amount: z.number().int(), payoutId: id }), {}),
  "program.subscription.created": event("program", subscription, { feed: "programStaff" }),
  "program.subscription.activated": event("program", subscription, { feed: "programStaff" }),
  "program.subscription.cancelled": event("program", subscription, { feed: "programStaff" }),
  "program.invite.created": event("program", z.strictObject({ inviteId: id, ...program }), {
    feed: "programStaff",
  }),
  "program.invite.deleted": event("program", z.strictObject({ inviteId: id, ...program }), {
    feed: "programStaff",
  }),
  "program.application.created": event("user", application, { feed: "programStaff" }),
  "program.application.cancelled": event("user", application, { feed: "programStaff" }),
  // `added`: the staff added the hunter themselves rather than approving their application.
  "program.application.approved": event("user", application.extend({ added: z.boolean().optional() }), {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
  "program.application.rejected": event("user", application, {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
  "program.application.removed": event("user", application, {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
  "program.test_form.created": event("program", testForm, { feed: "programStaff" }),
  "program.test_form.updated": event("program", testForm, { feed: "programStaff" }),
  "program.test_form.deleted": event("program", testForm.extend({ deletedRequests: z.number().int() }), {
    feed: "programStaff",
  }),
  "program.test_info.requested": event("user", testInfo, { feed: "programStaff" }),
  "program.test_info.cancelled": event("user", testInfo, { feed: "programStaff" }),
  "program.test_info.accepted": event("user", testInfo, {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
  "program.test_info.rejected": event("user", testInfo, {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
  "program.test_info.updated": event("user", testInfo, {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
  "program.test_info.finalized": event("user", testInfo, {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
  "program.test_info.revoked": event("user", testInfo, {
    feed: "programStaff",
    mail: hunterMail("applications"),
  }),
} as const;
