import { z } from "zod";
import { languages } from "../constants.ts";
import { countryCodes } from "../countries.ts";
import { mailPreferences } from "../events/define.ts";
import { isSingleLine, SINGLE_LINE } from "../text-rules.ts";
import { RowId, Timestamp } from "./common.ts";

export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

export const Theme = z.enum(["light", "dark"]);
export type Theme = z.infer<typeof Theme>;

export const Country = z.enum(countryCodes, { error: "Pick a country from the list." });

export const UNIQUE_NAME_MESSAGE = "Only letters, numbers, hyphens are allowed.";
export const uniqueNamePattern = /^[a-z0-9-]+$/;
export const UniqueName = z
  .string()
  .min(2, "Use at least 2 characters.")
  .max(32, "Use at most 32 characters.")
  .regex(uniqueNamePattern, UNIQUE_NAME_MESSAGE);

export const socialTypes = [
  "hackerone",
  "bugcrowd",
  "portfolio",
  "github",
  "linkedin",
  "twitter",
  "facebook",
  "reddit",
  "url",
] as const;
export const SocialType = z.enum(socialTypes);
export type SocialType = z.infer<typeof SocialType>;

export const Social = z.strictObject({
  type: SocialType,
  link: z.url({ protocol: /^https?$/, error: "Enter a link starting with http:// or https://." }).max(500),
});
export type Social = z.infer<typeof Social>;

/**
 * Spec 1 §3's three preferences, and the mails the spec leaves unnamed (docs/decisions.md): each
 * notification mail is turned off by one of them (`mailPreferences`), all on by default.
 */
export const NotificationPreferences = z.strictObject({
  acceptsJobRequests: z.boolean(),
  reportReplies: z.boolean(),
  applications: z.boolean(),
  reportUpdates: z.boolean(),
  programReports: z.boolean(),
  responseTargets: z.boolean(),
  accountUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  acceptsJobRequests: true,
  reportReplies: true,
  applications: true,
  reportUpdates: true,
  programReports: true,
  responseTargets: true,
  accountUpdates: true,
};

/** A stored row's preferences, with the ones added since it was written at their default. */
export const notificationPreferencesOf = (
  stored: Partial<NotificationPreferences>,
): NotificationPreferences => ({
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  ...stored,
});

export const UserSettings = z.strictObject({ language: Language, theme: Theme });
export type UserSettings = z.infer<typeof UserSettings>;

/** What anyone may see of a user. */
export const PublicUser = z.object({
  id: RowId,
  displayName: z.string(),
  uniqueName: z.string(),
  icon: z.string().nullable(),
  bio: z.string(),
  country: z.string().nullable(),
  socials: z.array(Social),
  openForEmployment: z.boolean(),
  createdAt: Timestamp,
  /** The public record (issue 29): public programs only, so no private participation shows. */
  points: z.number().int(),
  submittedCount: z.number().int(),
  rewardedCount: z.number().int(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/**
 * The signed-in user's own view of their account (every page load reads it: the public record,
 * which costs two statements, is left to the profile).
 */
export const AuthenticatedUser = PublicUser.omit({
  points: true,
  submittedCount: true,
  rewardedCount: true,
}).extend({
  email: z.string().nullable(),
  notificationPreferences: NotificationPreferences,
  settings: UserSettings,
  onboarded: z.boolean(),
  lastLoginAt: Timestamp.nullable(),
  /** The account's e-mail is on the server's PLATFORM_STAFF_EMAILS list (false for API keys). */
  platformStaff: z.boolean(),
});
export type AuthenticatedUser = z.infer<typeof AuthenticatedUser>;

/** GET users/{id} for its owner: the account view with the public record others see. */
export const OwnProfile = AuthenticatedUser.extend({
  points: z.number().int(),
  submittedCount: z.number().int(),
  rewardedCount: z.number().int(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

export const DisplayName = z
  .string()
  .trim()
  .min(1, "Enter a display name.")
  .max(64)
  .refine(isSingleLine, SINGLE_LINE);

export const UpdateUser = z.strictObject({
  displayName: DisplayName.optional(),
  uniqueName: UniqueName.optional(),
  bio: z.string().max(2000).optional(),
  country: Country.nullable().optional(),
  socials: z.array(Social).max(10).optional(),
  openForEmployment: z.boolean().optional(),
  notificationPreferences: NotificationPreferences.partial().optional(),
  settings: UserSettings.partial().optional(),
  /** Sent once by the onboarding screen's 'Complete setup'. */
  onboarded: z.literal(true).optional(),
});
export type UpdateUser = z.infer<typeof UpdateUser>;

const required = (label: string) => z.string().trim().min(1, `${label} is required.`).max(200);

export const PrivateInfo = z.object({
  name: z.string(),
  address: z.object({ firstLine: z.string(), secondLine: z.string() }),
  postCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type PrivateInfo = z.infer<typeof PrivateInfo>;

export const UpdatePrivateInfo = z.strictObject({
  name: required("Full name"),
  address1: required("Address line 1"),
  address2: z.string().trim().max(200).default(""),
  postCode: required("Postcode"),
  city: required("City"),
  country: Country,
});
export type UpdatePrivateInfo = z.infer<typeof UpdatePrivateInfo>;

export const Billing = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("paypal"),
    identifier: z.string().trim().min(1, "Enter your PayPal e-mail or identifier.").max(254),
  }),
  z
    .strictObject({
      type: z.literal("bank"),
      iban: z.string().trim().max(64).default(""),
      other: z.string().trim().max(64).default(""),
    })
    .refine((b) => b.iban !== "" || b.other !== "", {
      message: "Enter an IBAN or a BIC/Swift/IFSC code.",
      path: ["iban"],
    }),
]);
export type Billing = z.infer<typeof Billing>;

export const Balance = z.object({ balance: z.number().int() });
export type Balance = z.infer<typeof Balance>;

export const Credit = z.object({
  id: RowId,
  system: z.enum(["point", "money"]),
  amount: z.number().int(),
  program: z.object({
    id: RowId,
    activated: z.boolean(),
    slug: z.string(),
    /** Issue 31: the name people know the program by (the slug stays for its link). */
    name: z.string(),
    organizationName: z.string(),
  }),
});
export type Credit = z.infer<typeof Credit>;

/** A hunter API key; `token` is whole only in the answer that created it, masked afterwards. */
export const ApiToken = z.object({
  id: RowId,
  token: z.string(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** PUT users/{id}/settings: send only what changed. */
export const UpdateUserSettings = UserSettings.partial();
export type UpdateUserSettings = z.infer<typeof UpdateUserSettings>;

/** What the viewer may do with a user, sent beside it so the UI never re-derives the rule. */
export const UserAbilities = z.object({ update: z.boolean() });
export type UserAbilities = z.infer<typeof UserAbilities>;

/** The answer to the daily-login call. */
export const DailyLogin = z.object({ lastLoginAt: Timestamp });
export type DailyLogin = z.infer<typeof DailyLogin>;

/** A hunter may hold this many API keys at once. */
export const MAX_API_TOKENS = 5;

/** GET/POST notifications/unsubscribe/{token}: the kind of mail a one-click link turns off, and whether it is on. */
export const MailSubscription = z.object({
  preference: z.enum(mailPreferences),
  subscribed: z.boolean(),
});
export type MailSubscription = z.infer<typeof MailSubscription>;

export const UnsubscribeParams = z.object({ token: z.string().min(1).max(200) });
