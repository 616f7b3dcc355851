import type { Report, ReportAttachment, ReportPerson, ReportSummary } from "@bounty/shared";
import { organizationIconUrl } from "../../organizations/index.ts";
import { userIconUrl } from "../../users/index.ts";
import type { AttachmentRow } from "../conversation/attachments.repository.ts";
import { toReportTarget } from "../targets/response-clock.ts";
import type { ReportDetailRow, ReportSummaryRow } from "./reports.repository.ts";

/** A person on a report (sender, author, editor), or null once their account is gone. */
export const toReportPerson = (
  u: { id: string; displayName: string; uniqueName: string; iconKey: string | null } | null,
): ReportPerson | null =>
  u ? { id: u.id, displayName: u.displayName, uniqueName: u.uniqueName, icon: userIconUrl(u) } : null;

export const toReportSummary = ({
  report: r,
  program: p,
  organization: o,
  sender,
  assignee,
  labels,
}: ReportSummaryRow): ReportSummary => ({
  id: r.id,
  number: r.number,
  title: r.title,
  state: r.state,
  priority: r.priority,
  severity: r.severity,
  sentAt: r.createdAt.toISOString(),
  lastCommentAt: r.lastCommentAt?.toISOString() ?? null,
  stateChangedAt: r.stateChangedAt.toISOString(),
  seen: r.seenAt !== null,
  program: {
    id: p.id,
    slug: p.slug,
    name: p.name,
    type: p.type,
    activated: p.activated,
    status: p.status,
    cvssVersion: p.cvssVersion,
    creditSystem: p.creditSystem,
    replySpeed: p.replySpeed,
    organization: { id: o.id, name: o.name, icon: organizationIconUrl(o) },
  },
  sender: toReportPerson(sender),
  isImport: r.isImport,
  scope: r.scope,
  vrt: r.vrtId,
  messages: { count: r.messageCount },
  target: toReportTarget(r.target, r.dueAt),
  assignee: toReportPerson(assignee),
  labels,
});

export const toAttachment = (a: AttachmentRow): ReportAttachment => ({
  name: a.name,
  mimetype: a.mimetype,
  size: a.size,
  url: `/api/messages/${a.messageId}/attachments/${encodeURIComponent(a.name)}`,
  createdAt: a.createdAt.toISOString(),
});

export const toReport = (
  row: ReportDetailRow,
  access: Report["access"],
  abilities: Report["abilities"],
): Report => ({
  ...toReportSummary(row),
  // The priority is the organization's own triage order.
  priority: access.organization ? row.report.priority : null,
  // Who owns it is the team's own business too (issue 47).
  assignee: access.organization ? toReportPerson(row.assignee) : null,
  labels: access.organization ? row.labels : [],
  content: row.description.content,
  criticality: row.full.criticality,
  rewards: row.full.rewards,
  orgAssessment: row.full.orgCriticality,
  duplicateOf: row.full.duplicateOfNumber === null ? null : { number: row.full.duplicateOfNumber },
  messages: { count: row.report.messageCount, latest: { id: row.latestMessageId } },
  attachments: row.attachments.map(toAttachment),
  access,
  abilities,
});
