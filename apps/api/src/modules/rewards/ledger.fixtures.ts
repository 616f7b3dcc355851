import { expect } from "vitest";
import type { DbOrTx } from "../../db/client.ts";
import { reconcileLedger } from "./ledger-reconciliation.ts";

/** Every money test ends with this: the books balance and nothing that must not is below zero. */
export async function expectLedgerReconciles(db: DbOrTx): Promise<void> {
  expect(await reconcileLedger(db)).toEqual({ unbalanced: [], negative: [], history: [] });
}
