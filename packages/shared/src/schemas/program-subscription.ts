import { z } from "zod";
import { RowId, Timestamp } from "./common.ts";

/** Spec §9: a vdp program's paid subscription, per month, in the currency chosen at checkout. */
export const SUBSCRIPTION_PRICES = { jpy: 2980, usd: 29 } as const;

export const subscriptionCurrencies = ["jpy", "usd"] as const;
export const SubscriptionCurrency = z.enum(subscriptionCurrencies, { error: "Choose jpy or usd." });
export type SubscriptionCurrency = z.infer<typeof SubscriptionCurrency>;

export const subscriptionStatuses = ["pending", "active", "cancelled"] as const;
export const SubscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** GET/POST programs/{id}/subscription. `url` is the hosted checkout while payment is pending, else null. */
export const ProgramSubscription = z.object({
  id: RowId,
  currency: SubscriptionCurrency,
  status: SubscriptionStatus,
  currentPeriodEnd: Timestamp.nullable(),
  url: z.string().nullable(),
});
export type ProgramSubscription = z.infer<typeof ProgramSubscription>;

/** POST programs/{id}/subscription. */
export const CreateSubscription = z.strictObject({ currency: SubscriptionCurrency });
export type CreateSubscription = z.infer<typeof CreateSubscription>;

/** POST subscriptions/webhook: the payment operator's notice, signed with SUBSCRIPTION_WEBHOOK_SECRET. */
export const SubscriptionNotice = z.object({
  subscriptionId: z.uuid({ error: "Not a subscription id." }),
  status: z.enum(["active", "cancelled"], { error: "Use active or cancelled." }),
  currentPeriodEnd: z.iso.datetime({ offset: true, error: "Use an ISO 8601 date and time." }),
});
export type SubscriptionNotice = z.infer<typeof SubscriptionNotice>;
