import type { AuthenticatedUser, PublicUser } from "@bounty/shared";
import type { UserRow } from "./users.repository.ts";

const iconUrl = (u: UserRow) =>
  u.iconKey ? `/api/users/${u.id}/avatar?v=${encodeURIComponent(u.iconKey.slice(-12))}` : null;

export const toPublicUser = (u: UserRow): PublicUser => ({
  id: u.id,
  displayName: u.displayName,
  uniqueName: u.uniqueName,
  icon: iconUrl(u),
  bio: u.bio,
  country: u.country,
  socials: u.socials,
  openForEmployment: u.openForEmployment,
  createdAt: u.createdAt.toISOString(),
});

export const toAuthenticatedUser = (u: UserRow): AuthenticatedUser => ({
  ...toPublicUser(u),
  email: u.email,
  notificationPreferences: u.notificationPreferences,
  settings: u.settings,
  onboarded: u.onboardedAt !== null,
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
});
