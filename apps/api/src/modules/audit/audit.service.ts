import type { AuditEntry, AuditLogQuery, ListMeta } from "@bounty/shared";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { getOrganizationFor } from "../organizations/index.ts";
import { assertPlatformStaff } from "../staff/index.ts";
import { auditCsvHeader, auditCsvLine, type ShowsCredentials, toAuditEntry } from "./audit.presenter.ts";
import * as repo from "./audit.repository.ts";

export type AuditLogSource = { kind: "organization"; id: string } | { kind: "platform" };

/**
 * Who may read which log, checked before anything is read: an organization's admin (another
 * organization's id is a 404, a member without the role a 403), or platform staff with their factor.
 */
async function scopeFor(
  ctx: AppContext,
  actor: Actor,
  source: AuditLogSource,
): Promise<{ scope: repo.AuditScope; shows: ShowsCredentials }> {
  if (source.kind === "platform") {
    await assertPlatformStaff(ctx, actor);
    return { scope: repo.platformScope(), shows: () => true };
  }
  await getOrganizationFor(ctx.database.db, actor, source.id, "readAuditLog");
  const members = new Set(await repo.listMemberUserIds(ctx.database.db, source.id));
  return { scope: repo.organizationScope(source.id), shows: (id) => id !== null && members.has(id) };
}

export async function listAuditLog(
  ctx: AppContext,
  actor: Actor,
  source: AuditLogSource,
  q: AuditLogQuery,
): Promise<{ data: AuditEntry[]; meta: ListMeta }> {
  const { scope, shows } = await scopeFor(ctx, actor, source);
  const { rows, total } = await repo.listAuditEntries(ctx.database.db, scope, q, q);
  return {
    data: rows.map((row) => toAuditEntry(row, shows)),
    meta: { total, page: q.page, perPage: q.perPage },
  };
}

/** Every matching entry as CSV lines, the header first. */
export async function exportAuditLog(
  ctx: AppContext,
  actor: Actor,
  source: AuditLogSource,
  q: AuditLogQuery,
): Promise<AsyncGenerator<string>> {
  const { scope, shows } = await scopeFor(ctx, actor, source);
  const db = ctx.database.db;
  async function* lines(): AsyncGenerator<string> {
    yield auditCsvHeader();
    for await (const batch of repo.streamAuditEntries(db, scope, q))
      yield batch.map((row) => auditCsvLine(row, shows)).join("");
  }
  return lines();
}
