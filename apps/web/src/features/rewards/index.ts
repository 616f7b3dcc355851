// The rewards feature's face: every money screen (earnings and withdrawals, a report's rewards, the
// program's budget and licence price, staff payouts and invoices) and the keys live updates refresh.
export { budgetBalanceQuery, budgetKey } from "./api/budget-balance.ts";
export { balanceKey, creditsKey, movementsKey } from "./api/earnings-keys.ts";
export { BudgetTab } from "./components/budget/budget-tab.tsx";
export { FinancialTab } from "./components/earnings/financial-tab.tsx";
export { RewardDialog, rewardRangeOf, rewardSystemOf } from "./components/report/reward-dialog.tsx";
export { StaffInvoices } from "./components/staff/staff-invoices.tsx";
export { StaffPayouts } from "./components/staff/staff-payouts.tsx";
