import type { Db } from "../../../db/client.ts";
import { releaseFee } from "./retest-money.ts";
import * as repo from "./retests.repository.ts";
import { recordRetestEvent } from "./retests.service.ts";

const BATCH = 100;

/**
 * One open retest whose time ran out expires and its fee returns to the budget, in its own
 * transaction, locked and re-read so an answer that came first wins.
 */
async function expireRetest(db: Db, retestId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await repo.findRetestWithReport(tx, retestId, true);
    const r = found?.retest;
    if (!found || !r || (r.status !== "requested" && r.status !== "accepted")) return false;
    if (r.expiresAt === null || r.expiresAt > at) return false;
    await repo.updateRetest(tx, retestId, { status: "expired", closedAt: at });
    await releaseFee(tx, found.report.programId, retestId, r.fee);
    await recordRetestEvent(tx, null, found, "report.retest.expired", {});
    return true;
  });
}

/** The worker's clock (every minute): expires the open retests past their deadline; returns how many. */
export async function runRetestExpiry(db: Db, at: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const ids = await repo.listExpiredRetestIds(db, at, BATCH);
    for (const id of ids) if (await expireRetest(db, id, at)) expired++;
    if (ids.length < BATCH) return expired;
  }
}
