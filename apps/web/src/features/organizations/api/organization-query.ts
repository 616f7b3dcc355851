import type { Member, Organization, OrganizationAbilities } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** Every organization query key starts here, so one invalidation refreshes an organization's pages. */
export const organizationKey = (id: string) => ["organizations", id] as const;
export const myOrganizationsKey = ["organizations", "mine"] as const;

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
