import { recordEvent } from "../../events/events.repository.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { AppError } from "../../http/errors.ts";
import { requireRecentVerification } from "../../http/recent-verification.ts";
import { API_KEY_PREFIX, hashToken, randomToken } from "../../http/tokens.ts";
import * as repo from "./api-tokens.repository.ts";
import { refuseNewApiToken } from "./users.policy.ts";
import { getAuthorizedUser } from "./users.service.ts";

/** The owner's API keys (masked by the presenter). */
export async function listApiTokens(ctx: AppContext, actor: Actor, id: string): Promise<repo.ApiTokenRow[]> {
  const user = await getAuthorizedUser(ctx.database.db, actor, id, "manageApiTokens");
  return repo.listApiTokens(ctx.database.db, user.id);
}

/** Creates a key; the whole key exists only in this answer, the database keeps its hash. */
export async function createApiToken(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ row: repo.ApiTokenRow; token: string }> {
  return ctx.database.db.transaction(async (tx) => {
    // The row lock makes concurrent creations queue, so the cap holds.
    const user = await getAuthorizedUser(tx, actor, id, "manageApiTokens", { lock: true });
    await requireRecentVerification(ctx, actor, tx);
    const refusal = refuseNewApiToken(await repo.countApiTokens(tx, user.id));
    if (refusal) throw new AppError("conflict", refusal);
    const token = `${API_KEY_PREFIX}${randomToken(32)}`;
    const row = await repo.createApiToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      lastFour: token.slice(-4),
    });
    await recordEvent(tx, {
      type: "user.api_key.created",
      organizationId: null,
      actorId: actor.userId,
      userId: user.id,
      payload: { keyId: row.id, lastFour: row.lastFour },
    });
    return { row, token };
  });
}

/** Revokes one of the owner's keys; it stops working at once. Another user's key id is a 404. */
export async function revokeApiToken(ctx: AppContext, actor: Actor, id: string, tokenId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const user = await getAuthorizedUser(tx, actor, id, "manageApiTokens");
    const row = await repo.deleteApiToken(tx, user.id, tokenId);
    if (!row) throw new AppError("not_found", "API key not found.");
    await recordEvent(tx, {
      type: "user.api_key.revoked",
      organizationId: null,
      actorId: actor.userId,
      userId: user.id,
      payload: { keyId: row.id, lastFour: row.lastFour },
    });
  });
}
