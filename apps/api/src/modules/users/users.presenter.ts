import {
  type ApiToken,
  type AuthenticatedUser,
  type Billing,
  type HunterRecord,
  notificationPreferencesOf,
  type PrivateInfo,
  type PublicUser,
} from "@bounty/shared";
import { API_KEY_PREFIX } from "../../http/tokens.ts";
import type { BillingRow, PrivateInfoRow } from "./account.repository.ts";
import type { ApiTokenRow } from "./api-tokens.repository.ts";
import type { UserRow } from "./users.repository.ts";

export const userIconUrl = (u: Pick<UserRow, "id" | "iconKey">) =>
  u.iconKey ? `/api/users/${u.id}/avatar?v=${encodeURIComponent(u.iconKey.slice(-12))}` : null;

/** A person's name and icon, where a list names them. */
export const toUserPerson = (u: UserRow) => ({
  id: u.id,
  displayName: u.displayName,
  uniqueName: u.uniqueName,
  icon: userIconUrl(u),
});

/** A profile, with the hunter's public record (standing's `hunterRecordsOf`). */
export const toPublicUser = (u: UserRow, record: HunterRecord): PublicUser => ({
  ...toUserProfile(u),
  ...record,
});

const toUserProfile = (u: UserRow) => ({
  id: u.id,
  displayName: u.displayName,
  uniqueName: u.uniqueName,
  icon: userIconUrl(u),
  bio: u.bio,
  country: u.country,
  socials: u.socials,
  openForEmployment: u.openForEmployment,
  createdAt: u.createdAt.toISOString(),
});

/** The account view; `platformStaff` is decided by the caller (staff.policy `isPlatformStaff`). */
export const toAuthenticatedUser = (u: UserRow, opts: { platformStaff: boolean }): AuthenticatedUser => ({
  ...toUserProfile(u),
  email: u.email,
  notificationPreferences: notificationPreferencesOf(u.notificationPreferences),
  settings: u.settings,
  onboarded: u.onboardedAt !== null,
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  platformStaff: opts.platformStaff,
});

export const toPrivateInfo = (p: PrivateInfoRow): PrivateInfo => ({
  name: p.name,
  address: { firstLine: p.address1, secondLine: p.address2 },
  postCode: p.postCode,
  city: p.city,
  country: p.country,
});

export const toBilling = (b: BillingRow): Billing =>
  b.type === "paypal"
    ? { type: "paypal", identifier: b.identifier }
    : { type: "bank", iban: b.iban, other: b.other };

/** The whole key is shown once, in the answer that created it; afterwards only its last four. */
export const toApiToken = (t: ApiTokenRow, wholeToken?: string): ApiToken => ({
  id: t.id,
  token: wholeToken ?? `${API_KEY_PREFIX}••••${t.lastFour}`,
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
});
