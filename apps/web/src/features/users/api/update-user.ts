import type { AuthenticatedUser, UpdateUser } from "@bounty/shared";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** PUT /api/users/{id}; the caller shows field errors (409 on the unique name) itself. */
export async function updateUser(id: string, input: UpdateUser): Promise<AuthenticatedUser> {
  return (await api.put<DataEnvelope<AuthenticatedUser>>(`/users/${id}`, input, { toast: false })).data;
}
