import type { PublicActivity, PublicActivityType, PublicHunter } from "@bounty/shared";
import { userIconUrl } from "../users/index.ts";
import type { ActivityRow, HunterRow } from "./public.repository.ts";

export const toPublicHunter = (u: HunterRow): PublicHunter => ({
  id: u.id,
  displayName: u.displayName,
  uniqueName: u.uniqueName,
  icon: userIconUrl(u),
});

/**
 * One public activity line: the report's number and severity, and a title only once it is
 * disclosed (the disclosure's, never the report's own). A reward's amount unless the program hides
 * amounts; nothing else of the event's payload.
 */
export function toPublicActivity(row: ActivityRow): PublicActivity {
  const { event, program, report, disclosure } = row;
  const amount = event.payload.amount;
  const system = event.payload.system === "point" ? "point" : "money";
  return {
    id: event.id,
    event: event.type as PublicActivityType,
    date: event.createdAt.toISOString(),
    user: row.user ? toPublicHunter(row.user) : null,
    program: { id: program.id, slug: program.slug, name: program.name },
    report: {
      number: report.number,
      title: disclosure?.title ?? null,
      disclosureId: disclosure?.id ?? null,
      scopeSeverity: report.severity,
    },
    info:
      event.type === "report.rewarded" && typeof amount === "number" && !program.hideAmounts
        ? { system, amount }
        : null,
  };
}
