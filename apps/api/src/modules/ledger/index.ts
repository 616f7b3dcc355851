// The ledger's face: the only module that writes ledger tables. Budgets, rewards, withdrawals,
// payouts and licences call it; balances are sums of its entries (ARCHITECTURE "Money").
export {
  type AccountKey,
  detachAccountsOf,
  getOrCreateAccount,
  lockAccountsOf,
} from "./accounts.repository.ts";
export {
  balanceOf,
  listCredits,
  listMoneyCredits,
  listMovements,
  readProgramBalance,
  userTotal,
} from "./balances.repository.ts";
export {
  isReconciled,
  type LedgerFindings,
  reconcileLedger,
  runLedgerReconciliation,
} from "./reconciliation.ts";
export { reportRewardTotals, rewardTotalsOf } from "./reward-totals.ts";
export {
  entriesOfTransaction,
  listTransactionKeysWithPrefix,
  payoutKey,
  TRANSACTION_KINDS,
  writeTransaction,
} from "./transactions.repository.ts";
