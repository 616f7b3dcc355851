import type { Actor } from "../../../http/auth.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import {
  API_KEYS_READ_REPORTS,
  canReadReport,
  hasOrganizationAccess,
  isReportSender,
  type ReportFacts,
  type ReportViewer,
} from "../../standing/index.ts";

/** What a caller may do about a report's disclosure; reading follows the report rule. */
export type DisclosureAction = "request" | "disclose";

/**
 * The sender asks (and edits or withdraws the request); the program's staff disclose, edit,
 * undisclose and reject. Both are writes: signed-in sessions only.
 */
export const disclosurePolicy: Record<DisclosureAction, (v: ReportViewer, r: ReportFacts) => boolean> = {
  request: isReportSender,
  disclose: hasOrganizationAccess,
};

export const disclosureRefusals: Record<DisclosureAction, string> = {
  request: "Only the report's sender requests its disclosure.",
  disclose: "Only the program's staff disclose a report or answer its disclosure request.",
};

export const canDoDisclosure = (
  actor: Actor | null,
  action: DisclosureAction,
  viewer: ReportViewer,
  report: ReportFacts,
): boolean => actor?.via === "session" && disclosurePolicy[action](viewer, report);

/** 404 to whoever may not read the report, 403 to an API key, 403 with the refusal otherwise. */
export function authorizeDisclosure(
  actor: Actor | null,
  action: DisclosureAction | "read",
  viewer: ReportViewer,
  report: ReportFacts,
): void {
  if (!canReadReport(viewer, report)) throw notFound("Report");
  if (action === "read") return;
  if (actor?.via !== "session") throw new AppError("forbidden", API_KEYS_READ_REPORTS);
  if (!disclosurePolicy[action](viewer, report)) throw new AppError("forbidden", disclosureRefusals[action]);
}
