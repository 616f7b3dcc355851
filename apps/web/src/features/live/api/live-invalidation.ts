import { type LiveNotice, mailRowOf } from "@bounty/shared";
import type { QueryKey } from "@tanstack/react-query";
import {
  balanceKey,
  budgetKey,
  creditsKey,
  inboxKey,
  movementsKey,
  myOrganizationsKey,
  organizationKey,
  programsKey,
  reportsKey,
  triageKey,
} from "../../../lib/query-keys.ts";

// Changes that alter what the account switcher lists (names, icons, one's own memberships).
const SWITCHER_TYPES = new Set(["org.updated", "org.icon.updated"]);
const OWN_MEMBERSHIP_TYPES = new Set(["org.member.added", "org.member.removed", "org.member.role.changed"]);

/** The cached queries an event makes stale, for the viewer `viewerId`. */
export function staleKeysOf(notice: LiveNotice, viewerId: string): QueryKey[] {
  const keys: QueryKey[] = [];
  if (notice.organizationId) keys.push(organizationKey(notice.organizationId));
  if (
    SWITCHER_TYPES.has(notice.type) ||
    (OWN_MEMBERSHIP_TYPES.has(notice.type) && notice.userId === viewerId)
  ) {
    keys.push(myOrganizationsKey);
  }
  // A program event may add, rename or remove a card of any program list.
  if (notice.type.startsWith("program.")) keys.push(programsKey);
  // A report's message, state or assessment changes its page and every list that shows it.
  if (notice.type.startsWith("report.")) keys.push(reportsKey);
  // A triage step moves the triage table and the vulnerability's page (issue 32).
  if (notice.type === "report.triage.action") keys.push(triageKey);
  // A reward to the viewer moves their balance and their credits at once; for the program's staff,
  // it moves the budget (and its low-budget warning).
  if (notice.type === "report.rewarded" && notice.userId === viewerId)
    keys.push(balanceKey(viewerId), creditsKey, movementsKey);
  else if (notice.type === "report.rewarded" && notice.programId) keys.push(budgetKey(notice.programId));
  // A retest (issue 33) holds, pays or returns its fee: the budget moves, and the answering hunter's
  // balance; a fixed answer moves the triage flow.
  if (notice.type.startsWith("report.retest.")) {
    keys.push(triageKey);
    if (notice.programId) keys.push(budgetKey(notice.programId));
    if (notice.type === "report.retest.answered" && notice.userId === viewerId)
      keys.push(balanceKey(viewerId), creditsKey, movementsKey);
  }
  // An event with a notification may have put a line in the viewer's inbox (its bell's count).
  if (mailRowOf(notice.type)) keys.push(inboxKey);
  return keys;
}
