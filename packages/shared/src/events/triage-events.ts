import { z } from "zod";
import { triageActionTypes } from "../triage/flow.ts";
import { event } from "./define.ts";

/**
 * Issue 32: a step of the triage flow. The summary stays in the triage tables (the hunter never
 * reads it); the event tells the program's staff on the report's timeline and live, and mails the
 * side that takes the next step (`next`; null once the flow ended).
 */
export const triageEvents = {
  "report.triage.action": event(
    "report",
    z.strictObject({
      number: z.number().int(),
      programDetailsPrivate: z.boolean(),
      type: z.enum(triageActionTypes),
      sequence: z.number().int(),
      next: z.enum(["triager", "organization"]).nullable(),
    }),
    { live: "staff", timeline: "staff", mail: { to: "triageNext", preference: "programReports" } },
  ),
  // Platform staff run the triage service (issue 32): turned on or off for a program, and who triages
  // it. The platform's audit log and the organization's (issue 46); no feed, no mail.
  "platform.triage.changed": event("program", z.strictObject({ enabled: z.boolean() }), {}),
  "platform.triager.assigned": event("user", z.strictObject({}), {}),
  "platform.triager.unassigned": event("user", z.strictObject({}), {}),
} as const;
