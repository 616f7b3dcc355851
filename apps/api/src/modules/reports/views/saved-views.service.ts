import {
  type CreateSavedView,
  SAVED_VIEWS_MAX,
  type SavedView,
  SavedViewFilters,
  type UpdateSavedView,
} from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, forbidden, notFound } from "../../../http/errors.ts";
import { getOrganizationFor } from "../../organizations/index.ts";
import {
  CHANGE_VIEW_REFUSAL,
  canChangeView,
  canSeeView,
  type SavedViewViewer,
} from "./saved-views.policy.ts";
import * as repo from "./saved-views.repository.ts";

/** The caller as a member of the organization: 404 for anyone who is not one (the organization's rule). */
async function viewerIn(db: DbOrTx, actor: Actor, organizationId: string): Promise<SavedViewViewer> {
  const { access } = await getOrganizationFor(db, actor, organizationId, "read");
  return { userId: actor.userId, role: access.membership?.role ?? null };
}

function toSavedView(row: repo.SavedViewRow, viewer: SavedViewViewer): SavedView {
  return {
    id: row.id,
    name: row.name,
    // Stored as sent; read through the schema so a view saved before a filter existed gets its default.
    filters: SavedViewFilters.parse(row.filters),
    shared: row.shared,
    owner: row.ownerId ? { id: row.ownerId, displayName: row.ownerName ?? "" } : null,
    editable: canChangeView(viewer, row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET organizations/{id}/saved-views: the member's own views and the organization's shared ones. */
export async function listViews(ctx: AppContext, actor: Actor, organizationId: string): Promise<SavedView[]> {
  const db = ctx.database.db;
  const viewer = await viewerIn(db, actor, organizationId);
  const rows = await repo.listSavedViews(db, organizationId, actor.userId);
  return rows.map((row) => toSavedView(row, viewer));
}

/** POST organizations/{id}/saved-views: any member names the filters they look at (50 of their own at most). */
export async function createView(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  input: CreateSavedView,
): Promise<SavedView> {
  return ctx.database.db.transaction(async (tx) => {
    const viewer = await viewerIn(tx, actor, organizationId);
    if ((await repo.countOwnSavedViews(tx, organizationId, actor.userId)) >= SAVED_VIEWS_MAX)
      throw new AppError("conflict", `You have ${SAVED_VIEWS_MAX} saved views here: delete one first.`);
    const id = await repo.insertSavedView(tx, { organizationId, ownerId: actor.userId, ...input });
    return toSavedView((await repo.findSavedView(tx, id))!, viewer);
  });
}

/** The view and the caller's standing in its organization: 404 unless they may see it. */
async function loadView(db: DbOrTx, actor: Actor, id: string) {
  const row = await repo.findSavedView(db, id);
  if (!row) throw notFound("Saved view");
  const viewer = await viewerIn(db, actor, row.organizationId).catch(() => {
    throw notFound("Saved view");
  });
  if (!canSeeView(viewer, row)) throw notFound("Saved view");
  if (!canChangeView(viewer, row)) throw forbidden(CHANGE_VIEW_REFUSAL);
  return { row, viewer };
}

/** PATCH saved-views/{id}: rename, share or unshare, or save new filters under the name. */
export async function updateView(ctx: AppContext, actor: Actor, id: string, input: UpdateSavedView) {
  return ctx.database.db.transaction(async (tx) => {
    const { viewer } = await loadView(tx, actor, id);
    await repo.updateSavedView(tx, id, input);
    return toSavedView((await repo.findSavedView(tx, id))!, viewer);
  });
}

/** DELETE saved-views/{id}. */
export async function deleteView(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await loadView(tx, actor, id);
    await repo.deleteSavedView(tx, id);
  });
}
