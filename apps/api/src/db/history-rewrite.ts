import { sql } from "drizzle-orm";
import type { DbOrTx } from "./client.ts";

/**
 * The event log refuses changes (migration 0037: it is the audit log). Demo data, the development
 * clock, the benchmark and a few test fixtures date or clear entries on purpose: they say so for the
 * rest of their transaction. Nothing the API serves in production calls this.
 */
export async function allowHistoryRewrite(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('bounty.rewrite_history', 'on', true)`);
}
