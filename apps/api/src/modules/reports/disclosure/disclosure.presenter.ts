import type { Disclosure, DisclosureRequest } from "@bounty/shared";
import { toReportPerson } from "../core/reports.presenter.ts";
import type { DisclosureRequestRow, DisclosureView } from "./disclosure.repository.ts";

const DAY_MS = 86_400_000;

/**
 * A disclosure as it is published: only these fields, read from their own columns. `paid` is what the
 * ledger says the report was paid; a program that hides amounts, or a report paid nothing, shows null.
 */
export function toDisclosure(
  { disclosure: d, program, reportedAt, severity, sender }: DisclosureView,
  paid: number | undefined,
): Disclosure {
  return {
    id: d.id,
    program: { id: program.id, slug: program.slug, name: program.name },
    title: d.title,
    reportedBy: toReportPerson(sender),
    criticality: severity,
    rewardAmount: program.hideDisclosedAmounts || !paid ? null : paid,
    creditSystem: program.creditSystem,
    status: d.publishedAt ? "published" : "scheduled",
    orgSummary: d.orgSummary,
    userSummary: d.userSummary,
    reportedAt: reportedAt.toISOString(),
    publishedAt: (d.publishedAt ?? d.publishAt).toISOString(),
    createdAt: d.createdAt.toISOString(),
    automatic: d.automatic,
  };
}

/** When a pending request discloses itself under the program's period (null: never). */
export const disclosesAtOf = (r: DisclosureRequestRow, afterDays: number | null): Date | null =>
  r.status === "pending" && afterDays !== null ? new Date(r.createdAt.getTime() + afterDays * DAY_MS) : null;

export const toDisclosureRequest = (
  r: DisclosureRequestRow,
  afterDays: number | null,
): DisclosureRequest => ({
  summary: r.summary,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  rejectedAt: r.rejectedAt?.toISOString() ?? null,
  disclosesAt: disclosesAtOf(r, afterDays)?.toISOString() ?? null,
});
