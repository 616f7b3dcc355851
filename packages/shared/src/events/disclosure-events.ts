import { z } from "zod";
import { event } from "./define.ts";

const base = { number: z.number().int(), programDetailsPrivate: z.boolean() };
const disclosure = { ...base, disclosureId: z.string() };
const toSender = { to: "sender", preference: "reportUpdates" } as const;
const toStaff = { to: "programStaff", preference: "programReports" } as const;

/**
 * A report's disclosure (issue 29). `report.disclosed` is written when the disclosure goes public
 * (at once, or by the publication job at its date), so every reader of it reads a public fact.
 */
export const disclosureEvents = {
  "report.disclosure.requested": event("report", z.strictObject(base), {
    feed: "programStaff",
    live: "readers",
    timeline: "readers",
    chat: true,
    mail: toStaff,
  }),
  // `reopened`: the report was reopened, which closes a pending request (the disclosure rule).
  "report.disclosure.rejected": event(
    "report",
    z.strictObject({ ...base, reopened: z.boolean().optional() }),
    {
      live: "readers",
      timeline: "readers",
      mail: toSender,
    },
  ),
  // A week before an unanswered request discloses itself: staff are reminded, once.
  "report.disclosure.due": event("report", z.strictObject({ ...base, disclosesAt: z.string() }), {
    live: "staff",
    timeline: "staff",
    mail: toStaff,
  }),
  "report.disclosure.scheduled": event("report", z.strictObject({ ...disclosure, publishAt: z.string() }), {
    live: "readers",
    timeline: "readers",
    mail: toSender,
  }),
  // `automatic`: staff left the hunter's request unanswered for the program's period.
  "report.disclosed": event("report", z.strictObject({ ...disclosure, automatic: z.boolean() }), {
    feed: "programStaff",
    live: "readers",
    timeline: "readers",
    chat: true,
    mail: toSender,
    public: true,
  }),
  // `reopened`: the report left the closed states, which withdraws its disclosure (issue 44).
  // `original`: the report is a duplicate whose original (that number) was reopened.
  "report.undisclosed": event(
    "report",
    z.strictObject({
      ...disclosure,
      reopened: z.boolean().optional(),
      original: z.number().int().optional(),
    }),
    { live: "readers", timeline: "readers", mail: toSender },
  ),
} as const;
