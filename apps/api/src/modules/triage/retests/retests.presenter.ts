import type { Retest } from "@bounty/shared";
import { toReportPerson } from "../../reports/index.ts";
import type { RetestWithPeople } from "./retests.repository.ts";

/** Who the caller is to a retest: its hunter, the program's triage (either side), or neither. */
export type RetestStanding = "hunter" | "staff";

export function toRetest(
  { retest: r, requester, hunter }: RetestWithPeople,
  standing: RetestStanding,
): Retest {
  const isHunter = standing === "hunter";
  return {
    id: r.id,
    reportId: r.reportId,
    status: r.status,
    fee: r.fee,
    message: r.message,
    evidence: r.evidence,
    requestedBy: toReportPerson(requester),
    hunter: toReportPerson(hunter),
    createdAt: r.createdAt.toISOString(),
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    expiresAt: r.closedAt ? null : (r.expiresAt?.toISOString() ?? null),
    can: {
      accept: isHunter && r.status === "requested",
      decline: isHunter && r.status === "requested",
      answer: isHunter && r.status === "accepted",
      cancel: !isHunter && r.status === "requested",
    },
  };
}
