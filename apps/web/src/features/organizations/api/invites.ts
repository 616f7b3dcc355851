import {
  INVITES_PER_PAGE,
  type Invite,
  type InvitePreview,
  type ListMeta,
  type Member,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { showErrorToastFor } from "../../../lib/toasts/error-toast.ts";
import { organizationKey } from "./organization-query.ts";

export const invitesKey = (organizationId: string) =>
  [...organizationKey(organizationId), "invites"] as const;

/** Whether a cached query is one of the organization's invite queries (links, join-page previews). */
export const isInviteQuery =
  (organizationId: string) =>
  ({ queryKey }: { queryKey: readonly unknown[] }) =>
    invitesKey(organizationId).every((part, i) => queryKey[i] === part);

/**
 * GET organizations/{id}/invites (admin only), newest first. An organization holds at most 20 links,
 * so this one page is all of them.
 */
export const invitesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: [...invitesKey(organizationId), "list"] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ data: Invite[]; meta: ListMeta }>(`/organizations/${organizationId}/invites`, {
          query: { page: 1, perPage: INVITES_PER_PAGE },
          signal,
          toast: false,
        })
        .catch((error: Error) => {
          // 403: the viewer is no longer the admin (handed over, maybe in another tab); the card goes, no
          // toast. A cancelled read (an abort, not an ApiError) says nothing either.
          if (isApiError(error) && error.status !== 403) showErrorToastFor(error);
          throw error;
        }),
  });

export async function createInvite(organizationId: string): Promise<Invite> {
  return (await api.post<DataEnvelope<Invite>>(`/organizations/${organizationId}/invites`)).data;
}

/**
 * Deletes every given link, one after the other. One already gone (deleted in another tab) counts as
 * deleted; any other failure stops here with its toast.
 */
export async function deleteInvites(organizationId: string, inviteIds: readonly string[]): Promise<void> {
  for (const inviteId of inviteIds) {
    try {
      await api.delete(`/organizations/${organizationId}/invites/${inviteId}`, { toast: false });
    } catch (error) {
      if (isApiError(error, 404)) continue;
      showErrorToastFor(error as Error);
      throw error;
    }
  }
}

/** Reset (spec §4): the old links stop working first, then a new one is made. */
export async function resetInvite(organizationId: string, inviteIds: readonly string[]): Promise<Invite> {
  await deleteInvites(organizationId, inviteIds);
  return createInvite(organizationId);
}

/** GET invites/{inviteId}?code: the join page's organization name and icon, and whether the viewer is in it. */
export const invitePreviewQuery = (organizationId: string, inviteId: string, code: string) =>
  queryOptions({
    queryKey: [...invitesKey(organizationId), inviteId, "preview", code] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<InvitePreview>>(`/organizations/${organizationId}/invites/${inviteId}`, {
          query: { code },
          signal,
          toast: false,
        })
      ).data,
  });

/** POST organizations/{id}/members {invite, code}: the signed-in person joins as a member. */
export async function joinOrganization(
  organizationId: string,
  invite: string,
  code: string,
): Promise<Member> {
  return (await api.post<DataEnvelope<Member>>(`/organizations/${organizationId}/members`, { invite, code }))
    .data;
}
