import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/**
 * What the books must never show. Funding accounts (money outside the platform) and program_points
 * accounts (the points a program has given) go below zero by design.
 */
export interface LedgerFindings {
  /** Transactions whose entries do not sum to zero (the database refuses them at commit). */
  unbalanced: { transactionId: string; total: number }[];
  /** Budgets, balances, points and payouts below zero. */
  negative: { accountId: string; kind: string; balance: number }[];
  /** Users whose history (credit_movements) does not add up to their credits in the ledger. */
  history: { userId: string; system: string; ledger: number; history: number }[];
}

export const isReconciled = (f: LedgerFindings) =>
  f.unbalanced.length === 0 && f.negative.length === 0 && f.history.length === 0;

/**
 * Reads the whole ledger and reports what breaks its rules. Balances are not stored anywhere: every
 * budget and balance the product shows is the sum of its account's entries, so checking the sums is
 * checking the balances. The append-only rule is the database's own (migration 0013's triggers).
 */
export async function reconcileLedger(db: DbOrTx): Promise<LedgerFindings> {
  const unbalanced = await db.execute<{ transaction_id: string; total: string }>(sql`
    select transaction_id, sum(amount)::text as total from ledger_entries
    group by transaction_id having sum(amount) <> 0`);
  const negative = await db.execute<{ id: string; kind: string; balance: string }>(sql`
    select a.id, a.kind, sum(e.amount)::text as balance
    from ledger_accounts a join ledger_entries e on e.account_id = a.id
    where a.kind not in ('funding', 'program_points')
    group by a.id, a.kind having sum(e.amount) < 0`);
  const history = await db.execute<{ user_id: string; system: string; ledger: string; history: string }>(sql`
    with ledger as (
      select a.user_id, case a.kind when 'hunter_points' then 'point' else 'money' end as system,
             sum(e.amount) as total
      from ledger_accounts a join ledger_entries e on e.account_id = a.id
      where a.kind in ('hunter_money', 'hunter_points') and a.user_id is not null
      group by 1, 2
    ), moves as (
      select user_id, system, sum(amount) as total from credit_movements group by 1, 2
    )
    select coalesce(l.user_id, m.user_id) as user_id, coalesce(l.system, m.system) as system,
           coalesce(l.total, 0)::text as ledger, coalesce(m.total, 0)::text as history
    from ledger l full join moves m on m.user_id = l.user_id and m.system = l.system
    where coalesce(l.total, 0) <> coalesce(m.total, 0)`);
  return {
    history: history.rows.map((r) => ({
      userId: r.user_id,
      system: r.system,
      ledger: Number(r.ledger),
      history: Number(r.history),
    })),
    unbalanced: unbalanced.rows.map((r) => ({ transactionId: r.transaction_id, total: Number(r.total) })),
    negative: negative.rows.map((r) => ({ accountId: r.id, kind: r.kind, balance: Number(r.balance) })),
  };
}

/**
 * The worker's reconciliation (a pg-boss schedule, hourly and shortly after start). A finding is
 * logged as an error with the ids involved (no amounts of other people's money beyond the sums).
 */
export async function runLedgerReconciliation(
  db: DbOrTx,
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void },
): Promise<void> {
  try {
    const findings = await reconcileLedger(db);
    if (isReconciled(findings)) log.info({}, "ledger reconciled");
    else log.error({ findings }, "ledger does not reconcile");
  } catch (err) {
    log.error({ err }, "ledger reconciliation failed");
  }
}
