import type { QueryKey } from "@tanstack/react-query";
import { myOrganizationsKey, organizationKey } from "../../organizations/api/organization-query.ts";

/** What the stream says about an event: its type and the ids it concerns (never its content). */
export interface LiveNotice {
  id: string;
  type: string;
  organizationId: string | null;
  userId: string | null;
  programId: string | null;
  reportId: string | null;
}

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
  return keys;
}

export function parseLiveNotice(data: string): LiveNotice | null {
  try {
    const value = JSON.parse(data) as Partial<LiveNotice>;
    if (typeof value.id !== "string" || typeof value.type !== "string") return null;
    return {
      id: value.id,
      type: value.type,
      organizationId: value.organizationId ?? null,
      userId: value.userId ?? null,
      programId: value.programId ?? null,
      reportId: value.reportId ?? null,
    };
  } catch {
    return null;
  }
}
