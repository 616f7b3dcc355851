import { expect } from "vitest";
import type { DbOrTx } from "../../db/client.ts";
import { reconcileLedger } from "./reconciliation.ts";

/** Every money test ends with this: the books balance and nothing that must not is below zero. */
export async function expectLedgerReconciles(db: DbOrTx): Promise<void> {
  expect(await reconcileLedger(db)).toEqual({ unbalanced: [], negative: [], history: [] });
}

/** The error a statement the database refuses fails with (the driver's, or its cause's), as text. */
export async function refusalOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return `${err.message} ${err.cause?.message ?? ""}`;
  }
  throw new Error("the statement was not refused");
}
