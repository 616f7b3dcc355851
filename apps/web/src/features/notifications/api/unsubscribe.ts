import type { MailPreference, MailSubscription } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** GET notifications/unsubscribe/{token}: what the mail's link turns off, and whether it is on. */
export const mailSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: ["notifications", "unsubscribe", token] as const,
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<MailSubscription>>(`/notifications/unsubscribe/${token}`, { signal })).data,
    retry: false,
  });

/** POST notifications/unsubscribe/{token}: turns that kind of mail off (the same call a mail client's button makes). */
export async function unsubscribe(token: string): Promise<MailSubscription> {
  return (await api.post<DataEnvelope<MailSubscription>>(`/notifications/unsubscribe/${token}`)).data;
}

/** The name of a kind of mail, as the Preferences tab names its switch. */
export function mailPreferenceName(preference: MailPreference, t: TFunction): string {
  switch (preference) {
    case "reportReplies":
      return t("Replies to my reports");
    case "reportUpdates":
      return t("My reports' progress");
    case "programReports":
      return t("Reports to my programs");
    case "responseTargets":
      return t("Daily digest of overdue reports");
    case "applications":
      return t("Program applications");
    case "accountUpdates":
      return t("Withdrawals and publication");
  }
}
