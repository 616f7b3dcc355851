import type { AuditEntry } from "@bounty/shared";
import { CSV_BOM, csvLine } from "../../lib/csv.ts";
import type { AuditRow } from "./audit.repository.ts";

/**
 * Whose session and API key ids an entry shows: an organization's log shows its own members' only. A
 * hunter's or platform staff's ids would let organizations link one person's doings across them.
 */
export type ShowsCredentials = (actorId: string | null) => boolean;
const everyone: ShowsCredentials = () => true;

export function toAuditEntry(row: AuditRow, shows: ShowsCredentials = everyone): AuditEntry {
  const e = row.event;
  const credentials = shows(e.actorId);
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    action: e.type,
    actor: row.actor,
    via: e.sessionId ? "session" : e.apiKeyId ? "apiKey" : null,
    sessionId: credentials ? e.sessionId : null,
    apiKeyId: credentials ? e.apiKeyId : null,
    organization: row.organization,
    program: row.program,
    report: row.report,
    user: row.subject,
    details: e.payload,
  };
}

const AUDIT_CSV_COLUMNS = [
  "time",
  "action",
  "actor_id",
  "actor",
  "via",
  "session_id",
  "api_key_id",
  "organization",
  "program",
  "report_number",
  "report_title",
  "user_id",
  "user",
  "details",
] as const;

export const auditCsvHeader = () => CSV_BOM + csvLine([...AUDIT_CSV_COLUMNS]);

export function auditCsvLine(row: AuditRow, shows: ShowsCredentials = everyone): string {
  const entry = toAuditEntry(row, shows);
  return csvLine([
    entry.createdAt,
    entry.action,
    entry.actor?.id ?? "",
    entry.actor ? `${entry.actor.displayName} (@${entry.actor.uniqueName})` : "",
    entry.via ?? "",
    entry.sessionId ?? "",
    entry.apiKeyId ?? "",
    entry.organization?.name ?? "",
    entry.program?.name ?? "",
    entry.report?.number ?? "",
    entry.report?.title ?? "",
    entry.user?.id ?? "",
    entry.user ? `${entry.user.displayName} (@${entry.user.uniqueName})` : "",
    JSON.stringify(entry.details),
  ]);
}
