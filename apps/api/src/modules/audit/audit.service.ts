import type { AuditEntry, AuditLogQuery, ListMeta } from "@bounty/shared";
import type { SQL } from "drizzle-orm";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { getOrganizationFor } from "../organizations/index.ts";
import { assertPlatformStaff } from "../staff/index.ts";
import { auditCsvHeader, auditCsvLine, toAuditEntry } from "./audit.presenter.ts";
import * as repo from "./audit.repository.ts";

export type AuditLogSource = { kind: "organization"; id: string } | { kind: "platform" };

/**
 * Who may read which log, checked before anything is read: an organization's admin (another
 * organization's id is a 404, a member without the role a 403), or platform staff with their factor.
 */
async function scopeFor(ctx: AppContext, actor: Actor, source: AuditLogSource): Promise<SQL> {
  if (source.kind === "platform") {
    await assertPlatformStaff(ctx, actor);
    return repo.platformScope();
  }
  await getOrganizationFor(ctx.database.db, actor, source.id, "readAuditLog");
  return repo.organizationScope(source.id);
}

export async function listAuditLog(
  ctx: AppContext,
  actor: Actor,
  source: AuditLogSource,
  q: AuditLogQuery,
): Promise<{ data: AuditEntry[]; meta: ListMeta }> {
  const scope = await scopeFor(ctx, actor, source);
  const { rows, total } = await repo.listAuditEntries(ctx.database.db, scope, q, q);
  return { data: rows.map(toAuditEntry), meta: { total, page: q.page, perPage: q.perPage } };
}

/** Every matching entry as CSV lines, the header first. */
export async function exportAuditLog(
  ctx: AppContext,
  actor: Actor,
  source: AuditLogSource,
  q: AuditLogQuery,
): Promise<AsyncGenerator<string>> {
  const scope = await scopeFor(ctx, actor, source);
  const db = ctx.database.db;
  async function* lines(): AsyncGenerator<string> {
    yield auditCsvHeader();
    for await (const batch of repo.streamAuditEntries(db, scope, q)) yield batch.map(auditCsvLine).join("");
  }
  return lines();
}
