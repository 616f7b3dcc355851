import type { ListTriageReportsQuery, TriageProgram, TriageSide, TriageVulnerability } from "@bounty/shared";
import type { DbOrTx } from "../../db/client.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { notFound } from "../../http/errors.ts";
import { organizationIconUrl } from "../organizations/index.ts";
import { listAttachmentsOf } from "../reports/index.ts";
import { toTriageRow, toVulnerability } from "./triage.presenter.ts";
import * as repo from "./triage.repository.ts";
import { listAttachments } from "./triage-attachments.repository.ts";
import { findTriageSides, sidesOn } from "./triage-standing.repository.ts";

/** GET triage/programs: the triaged programs the caller takes part in, on which sides. */
export async function listTriagePrograms(
  ctx: AppContext,
  actor: Actor,
  organizationIds: readonly string[],
): Promise<TriageProgram[]> {
  const db = ctx.database.db;
  const standing = await findTriageSides(db, actor.userId);
  const sides = new Map<string, TriageSide[]>();
  for (const { programId, side } of standing) sides.set(programId, [...(sides.get(programId) ?? []), side]);
  const rows = await repo.listProgramsByIds(db, [...sides.keys()], organizationIds);
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    organization: {
      id: p.organization.id,
      name: p.organization.name,
      icon: organizationIconUrl({ id: p.organization.id, iconKey: p.organization.iconKey }),
    },
    sides: (["triager", "organization"] as const).filter((s) => sides.get(p.id)?.includes(s)),
    open: p.open,
  }));
}

/**
 * The caller's sides on a triaged program, or a 404: a program that does not exist, is not triaged,
 * or that the caller takes no part in answers as if it did not exist (spec 2 §8).
 */
export async function sidesOnProgram(db: DbOrTx, actor: Actor, programId: string): Promise<TriageSide[]> {
  const sides = await sidesOn(db, actor.userId, programId);
  if (sides.length === 0) throw notFound("Triage program");
  return sides;
}

/** GET triage/{id}/reports: the triage table. */
export async function listTriageReports(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  query: ListTriageReportsQuery,
) {
  const db = ctx.database.db;
  await sidesOnProgram(db, actor, programId);
  const { rows, total } = await repo.listTriageReports(db, programId, query);
  return { data: rows.map(toTriageRow), total };
}

/** The vulnerability and the caller's sides on its program: 404 unless they take part in its triage. */
export async function loadVulnerability(db: DbOrTx, actor: Actor, id: string, lock = false) {
  const row = await repo.findVulnerability(db, id, lock);
  if (!row || row.triageEnabledAt === null) throw notFound("Vulnerability");
  const sides = await sidesOn(db, actor.userId, row.programId);
  if (sides.length === 0) throw notFound("Vulnerability");
  return { row, sides };
}

/** The vulnerability with its history, as the caller may act on it. */
export async function readVulnerability(db: DbOrTx, actor: Actor, id: string): Promise<TriageVulnerability> {
  const { row, sides } = await loadVulnerability(db, actor, id);
  const [description, stage, actions, messages, attachments] = await Promise.all([
    repo.findDescription(db, id),
    repo.findStage(db, id),
    repo.listActions(db, id),
    repo.listMessages(db, id),
    listAttachments(db, id),
  ]);
  const files = description ? await listAttachmentsOf(db, [description.id]) : [];
  return toVulnerability({
    row,
    description: description?.content ?? "",
    files,
    stage,
    actions,
    messages,
    attachments,
    sides,
  });
}

/** GET triage/{programId}/reports/{reportId}: the detail, when the report belongs to the program. */
export async function getVulnerability(
  ctx: AppContext,
  actor: Actor,
  programId: string,
  reportId: string,
): Promise<TriageVulnerability> {
  const vulnerability = await readVulnerability(ctx.database.db, actor, reportId);
  if (vulnerability.source.program.id !== programId) throw notFound("Vulnerability");
  return vulnerability;
}
