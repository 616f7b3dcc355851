import type { Invite, Member, Organization, OrgRole, Role } from "@bounty/shared";
import { userIconUrl } from "../../users/index.ts";
import type { InviteRow } from "../members/invites.repository.ts";
import type { MemberCard } from "../members/members.repository.ts";
import type { OrganizationRow } from "./organizations.repository.ts";

/** The random part of an icon's storage key: the icon URL carries it, so only those shown the URL can fetch it. */
export const iconVersionOf = (iconKey: string) =>
  iconKey.slice(iconKey.lastIndexOf("/") + 1).split(".")[0] ?? "";

/** The icon's URL, carrying its version; null without an icon. */
export const organizationIconUrl = (o: Pick<OrganizationRow, "id" | "iconKey">) =>
  o.iconKey ? `/api/organizations/${o.id}/avatar?v=${iconVersionOf(o.iconKey)}` : null;

export const toOrganization = (o: OrganizationRow): Organization => ({
  id: o.id,
  name: o.name,
  bio: o.bio,
  icon: organizationIconUrl(o),
  domain: o.domain,
  links: o.links,
  bountyApproved: o.bountyApproved,
  requireSecondFactor: o.requireSecondFactor,
  createdAt: o.createdAt.toISOString(),
});

export const toRole = (role: OrgRole): Role => ({ id: role, name: role });

export const toMember = ({ member, user }: MemberCard): Member => ({
  id: member.id,
  user: { id: user.id, displayName: user.displayName, uniqueName: user.uniqueName, icon: userIconUrl(user) },
  role: toRole(member.role),
  ...(member.held === undefined ? {} : { held: member.held }),
});

/** The join link an admin shares: the join page reads i (invite id) and c (code). */
export const inviteLink = (publicUrl: string, i: InviteRow) =>
  `${publicUrl.replace(/\/$/, "")}/organizations/${i.organizationId}/join?i=${i.id}&c=${i.code}`;

export const toInvite = (i: InviteRow, publicUrl: string): Invite => ({
  id: i.id,
  code: i.code,
  organizationId: i.organizationId,
  link: inviteLink(publicUrl, i),
  createdAt: i.createdAt.toISOString(),
});
