import { type MailSubscription, notificationPreferencesOf } from "@bounty/shared";
import type { AppContext } from "../../http/context.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { readUnsubscribeToken } from "../../notifications/unsubscribe-token.ts";
import * as repo from "./users.repository.ts";

export const BAD_UNSUBSCRIBE_LINK =
  "This link to stop e-mails is not valid. Sign in and turn e-mails off in Settings → Preferences.";

async function subscriptionOf(ctx: AppContext, token: string) {
  const read = readUnsubscribeToken(ctx.config.JWT_SECRET, token);
  if (!read) throw new AppError("bad_request", BAD_UNSUBSCRIBE_LINK);
  const user = await repo.findUser(ctx.database.db, read.userId);
  if (!user) throw notFound("Account");
  return { user, preference: read.preference };
}

/** What a one-click link turns off, and whether that kind of mail is on now. */
export async function describeUnsubscribe(ctx: AppContext, token: string): Promise<MailSubscription> {
  const { user, preference } = await subscriptionOf(ctx, token);
  return { preference, subscribed: notificationPreferencesOf(user.notificationPreferences)[preference] };
}

/**
 * Turns that kind of mail off for the link's owner (RFC 8058 one-click: no sign-in, since the mail
 * client posts it for them). Doing it twice changes nothing.
 */
export async function unsubscribe(ctx: AppContext, token: string): Promise<MailSubscription> {
  const { user, preference } = await subscriptionOf(ctx, token);
  const preferences = notificationPreferencesOf(user.notificationPreferences);
  if (preferences[preference])
    await repo.updateUser(ctx.database.db, user.id, {
      notificationPreferences: { ...preferences, [preference]: false },
    });
  return { preference, subscribed: false };
}
