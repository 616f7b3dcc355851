import { type CreateLabel, LABELS_MAX, type Label, type UpdateLabel } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { getOrganizationFor } from "../../organizations/index.ts";
import { reportStaffedBy, reportViewerOf } from "../../standing/index.ts";
import * as repo from "./labels.repository.ts";

const nameTaken = (name: string) =>
  new AppError("conflict", `The organization already has a label named “${name}”.`);

/** GET organizations/{id}/labels: every member reads them (the table's filter and chips show them). */
export async function listLabels(ctx: AppContext, actor: Actor, organizationId: string): Promise<Label[]> {
  const db = ctx.database.db;
  await getOrganizationFor(db, actor, organizationId, "read");
  return repo.listLabels(db, organizationId, reportStaffedBy(await reportViewerOf(db, actor)));
}

/**
 * POST organizations/{id}/labels: the admin adds one. The organization's list of labels is held for the
 * count and the name check, so two additions at once cannot pass the limit or take one name twice.
 */
export async function createLabel(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  input: CreateLabel,
): Promise<Label> {
  return ctx.database.db.transaction(async (tx) => {
    await getOrganizationFor(tx, actor, organizationId, "manageLabels");
    await repo.lockLabelList(tx, organizationId);
    if ((await repo.countLabels(tx, organizationId)) >= LABELS_MAX)
      throw new AppError("conflict", `The organization has ${LABELS_MAX} labels: delete one first.`);
    if (await repo.findLabelByName(tx, organizationId, input.name)) throw nameTaken(input.name);
    const row = await repo.insertLabel(tx, { organizationId, ...input });
    await recordEvent(tx, {
      type: "org.label.created",
      organizationId,
      actorId: actor.userId,
      payload: { labelId: row.id, name: row.name },
    });
    return { id: row.id, name: row.name, color: row.color, reports: 0 };
  });
}

/**
 * The label for its organization's admin: 404 for whoever is not a member of it. The organization's
 * list of labels is held, then the label: the organization's row itself is never locked here, since
 * every event a labelling writes holds its key (a row lock would wait on them, and they on the label).
 */
async function loadLabel(tx: DbOrTx, actor: Actor, id: string) {
  const seen = await repo.findLabel(tx, id);
  if (!seen) throw notFound("Label");
  await getOrganizationFor(tx, actor, seen.organizationId, "manageLabels").catch((error: unknown) => {
    throw error instanceof AppError && error.code === "not_found" ? notFound("Label") : error;
  });
  await repo.lockLabelList(tx, seen.organizationId);
  const found = await repo.findLabel(tx, id, { lock: true });
  if (!found) throw notFound("Label");
  return found;
}

/** PATCH labels/{id}: the admin renames it or changes its colour; every report shows the new one. */
export async function updateLabel(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: UpdateLabel,
): Promise<Label> {
  return ctx.database.db.transaction(async (tx) => {
    const label = await loadLabel(tx, actor, id);
    const renamed = input.name !== undefined && input.name !== label.name;
    if (renamed) {
      const other = await repo.findLabelByName(tx, label.organizationId, input.name!);
      if (other && other.id !== label.id) throw nameTaken(input.name!);
    }
    await repo.updateLabel(tx, id, input);
    await recordEvent(tx, {
      type: "org.label.updated",
      organizationId: label.organizationId,
      actorId: actor.userId,
      payload: { labelId: id, name: input.name ?? label.name, ...(renamed ? { from: label.name } : {}) },
    });
    const visible = reportStaffedBy(await reportViewerOf(tx, actor));
    const [updated] = (await repo.listLabels(tx, label.organizationId, visible)).filter((l) => l.id === id);
    return updated!;
  });
}

/** DELETE labels/{id}: the label leaves every report and saved view; the audit log keeps how many. */
export async function deleteLabel(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const label = await loadLabel(tx, actor, id);
    const reports = await repo.deleteLabel(tx, label);
    await recordEvent(tx, {
      type: "org.label.deleted",
      organizationId: label.organizationId,
      actorId: actor.userId,
      payload: { labelId: id, name: label.name, reports },
    });
  });
}
