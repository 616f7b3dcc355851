// The rewards feature's face: every money screen (earnings and withdrawals, a report's rewards, the
// program's budget and licence price, staff payouts and invoices). Their query keys are in
// lib/query-keys.ts, so the live updates refresh them without loading these screens.
export { budgetBalanceQuery } from "./api/budget-balance.ts";
export { BudgetTab } from "./components/budget/budget-tab.tsx";
export { EarningsPage } from "./components/earnings/earnings-page.tsx";
export { FinancialTab } from "./components/earnings/financial-tab.tsx";
export { RewardDialog, rewardRangeOf, rewardSystemOf } from "./components/report/reward-dialog.tsx";
export { StaffInvoices } from "./components/staff/staff-invoices.tsx";
export { StaffPayouts } from "./components/staff/staff-payouts.tsx";
