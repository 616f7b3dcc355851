import type { Member, Organization, OrganizationAbilities } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { myOrganizationsKey, organizationKey } from "../../../lib/query-keys.ts";

// Every organization query key starts with these, so one invalidation refreshes an organization's
// pages. They live in lib/query-keys.ts, for the live updates; the queries are here.
export { myOrganizationsKey, organizationKey };

export interface OrganizationAnswer {
  data: Organization;
  abilities: OrganizationAbilities;
}

/** GET organizations/{id}: the organization and what the viewer may do with it (404 for non-members). */
export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: organizationKey(id),
    queryFn: () => api.get<OrganizationAnswer>(`/organizations/${id}`, { toast: false }),
  });

/** GET organizations/{id}/members/authenticated: the viewer's own membership (role). */
export const myMembershipQuery = (id: string) =>
  queryOptions({
    queryKey: [...organizationKey(id), "members", "authenticated"] as const,
    queryFn: async () =>
      (await api.get<DataEnvelope<Member>>(`/organizations/${id}/members/authenticated`, { toast: false }))
        .data,
  });

/**
 * GET organizations?isMember=true: the account switcher's entries. Cached per user under
 * myOrganizationsKey (which invalidates them all), so a later sign-in in the same tab never shows
 * the previous account's organizations.
 */
export const myOrganizationsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...myOrganizationsKey, userId] as const,
    queryFn: async () =>
      (await api.get<{ data: Organization[] }>("/organizations?isMember=true&perPage=200", { toast: false }))
        .data,
  });
