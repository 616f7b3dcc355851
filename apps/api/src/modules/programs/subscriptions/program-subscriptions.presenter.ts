import type { ProgramSubscription } from "@bounty/shared";
import type { SubscriptionRow } from "./program-subscriptions.repository.ts";

/**
 * The hosted checkout for one subscription: the operator's URL with our id as
 * `client_reference_id` (how a Stripe Payment Link carries it back in its notices).
 */
export function checkoutUrlOf(checkoutUrl: string, subscriptionId: string): string {
  const url = new URL(checkoutUrl);
  url.searchParams.set("client_reference_id", subscriptionId);
  return url.toString();
}

export const toProgramSubscription = (
  r: SubscriptionRow,
  checkoutUrl: string | undefined,
): ProgramSubscription => ({
  id: r.id,
  currency: r.currency,
  status: r.status,
  currentPeriodEnd: r.currentPeriodEnd?.toISOString() ?? null,
  url: r.status === "pending" && checkoutUrl ? checkoutUrlOf(checkoutUrl, r.id) : null,
});
