import { z } from "zod";
import { retestOutcomes } from "../triage/retests.ts";
import { event } from "./define.ts";

const base = {
  number: z.number().int(),
  programDetailsPrivate: z.boolean(),
  retestId: z.uuid(),
};
const readers = { live: "readers", timeline: "readers" } as const;
const toHunter = { ...readers, mail: { to: "sender", preference: "reportUpdates" } } as const;
const toRequester = { ...readers, mail: { to: "retestRequester", preference: "programReports" } } as const;

/**
 * Issue 33's paid retests: the report's readers (its hunter and staff) follow each step on the
 * timeline and live; the hunter is mailed what is asked of them, the person who asked what came of it.
 */
export const retestEvents = {
  "report.retest.requested": event(
    "report",
    z.strictObject({ ...base, fee: z.number().int(), expiresAt: z.string() }),
    toHunter,
  ),
  "report.retest.cancelled": event("report", z.strictObject(base), toHunter),
  "report.retest.accepted": event("report", z.strictObject({ ...base, expiresAt: z.string() }), toRequester),
  "report.retest.declined": event("report", z.strictObject(base), toRequester),
  "report.retest.expired": event("report", z.strictObject(base), toRequester),
  // `fee`: the yen paid with the answer (0 for none).
  "report.retest.answered": event(
    "report",
    z.strictObject({ ...base, outcome: z.enum(retestOutcomes), fee: z.number().int() }),
    toRequester,
  ),
} as const;
