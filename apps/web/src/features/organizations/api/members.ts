import { type ListMeta, MEMBERS_PER_PAGE, type Member, type OrgRoleName } from "@bounty/shared";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import {
  integer,
  oneOf,
  optional,
  type SearchOf,
  searchParams,
  uuid,
  withDefault,
} from "../../../lib/search-readers.ts";
import { invitesKey, isInviteQuery } from "./invites.ts";
import { organizationKey } from "./organization-query.ts";

/** /organizations/{id}/members query params; bad values fall back to the defaults instead of failing the page. */
export const MembersSearch = searchParams({
  page: withDefault(integer({ min: 1 }), 1),
  perPage: withDefault((raw) => oneOf(MEMBERS_PER_PAGE)(integer()(raw)), MEMBERS_PER_PAGE[0]),
  /** Only this program's staff (the admin and its managers). */
  program: optional(uuid),
});
export type MembersSearch = SearchOf<typeof MembersSearch.fields>;

/** Left out of the URL: /organizations/{id}/members, not …?page=1&perPage=200. */
export const defaultMembersSearch: MembersSearch = { page: 1, perPage: MEMBERS_PER_PAGE[0] };

export interface MemberList {
  data: Member[];
  meta: ListMeta;
}

/** Under the organization's key, so a role change or a leave refreshes the list with the rest. */
export const membersKey = (organizationId: string) =>
  [...organizationKey(organizationId), "members"] as const;

/** GET organizations/{id}/members: the admin first, one page of 200 or 400, optionally one program's staff. */
export const membersQuery = (organizationId: string, { page, perPage, program }: MembersSearch) =>
  queryOptions({
    queryKey: [...membersKey(organizationId), "list", { page, perPage, program }] as const,
    queryFn: ({ signal }) =>
      api.get<MemberList>(`/organizations/${organizationId}/members`, {
        query: { page, perPage, program },
        signal,
        toast: false,
      }),
  });

/** PUT members/{memberId}: making someone admin makes the caller (the admin) a member in the same step. */
export async function updateMemberRole(organizationId: string, memberId: string, role: OrgRoleName) {
  return (
    await api.put<DataEnvelope<Member>>(`/organizations/${organizationId}/members/${memberId}`, { role })
  ).data;
}

/** DELETE members/{memberId}: the admin removes a member, or a member removes themselves (leaves). */
export async function deleteMember(organizationId: string, memberId: string): Promise<void> {
  await api.delete(`/organizations/${organizationId}/members/${memberId}`);
}

/**
 * After the admin hands the role over: the organization (its abilities), the viewer's membership and
 * the list are read again, and the invite links, which only an admin may see, leave the cache.
 */
export async function refreshAfterHandover(queryClient: QueryClient, organizationId: string) {
  const isInvite = isInviteQuery(organizationId);
  await queryClient.invalidateQueries({
    queryKey: organizationKey(organizationId),
    predicate: (query) => !isInvite(query),
  });
  queryClient.removeQueries({ queryKey: invitesKey(organizationId) });
}
