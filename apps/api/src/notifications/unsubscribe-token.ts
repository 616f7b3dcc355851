import { createHmac, timingSafeEqual } from "node:crypto";
import { type MailPreference, mailPreferences } from "@bounty/shared";

/**
 * A one-click unsubscribe link's token: the person and the kind of mail, signed with a key derived
 * from JWT_SECRET for this use alone. It does not expire: RFC 8058 links must keep working as long
 * as the mail sits in an inbox, and all one can do with it is turn one kind of mail off.
 */
const keyOf = (secret: string) => createHmac("sha256", secret).update("bounty:mail-unsubscribe").digest();

const signature = (secret: string, userId: string, preference: MailPreference) =>
  createHmac("sha256", keyOf(secret)).update(`${userId}:${preference}`).digest("base64url");

export function unsubscribeToken(secret: string, userId: string, preference: MailPreference): string {
  return `${userId}.${preference}.${signature(secret, userId, preference)}`;
}

/** The person and kind a token names, or null when it is not one this installation signed. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; preference: MailPreference } | null {
  const [userId, preference, given, ...rest] = token.split(".");
  if (!userId || !preference || !given || rest.length > 0) return null;
  if (!(mailPreferences as readonly string[]).includes(preference)) return null;
  const expected = Buffer.from(signature(secret, userId, preference as MailPreference));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { userId, preference: preference as MailPreference };
}

/** The header a mail client's one-click button posts to, and the page a person opens from the mail. */
export const unsubscribeUrls = (publicUrl: string, token: string) => ({
  oneClick: `${publicUrl}/api/notifications/unsubscribe/${token}`,
  page: `${publicUrl}/unsubscribe/${token}`,
});
