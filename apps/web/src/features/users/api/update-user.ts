import type { AuthenticatedUser, UpdateUser } from "@bounty/shared";
import type { QueryClient } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../session/index.ts";
import { profileQueriesKey } from "./user-query.ts";

/** PUT /api/users/{id}; the caller shows field errors (409 on the unique name) itself. */
export async function updateUser(id: string, input: UpdateUser): Promise<AuthenticatedUser> {
  return (await api.put<DataEnvelope<AuthenticatedUser>>(`/users/${id}`, input, { toast: false })).data;
}

/** After a change to the signed-in user: the answer becomes the current user, and profiles reload. */
export async function storeUpdatedUser(queryClient: QueryClient, user: AuthenticatedUser): Promise<void> {
  queryClient.setQueryData(currentUserKey, user);
  await queryClient.invalidateQueries({ queryKey: profileQueriesKey });
}
