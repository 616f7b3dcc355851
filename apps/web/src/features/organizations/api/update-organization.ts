import type { UpdateOrganization } from "@bounty/shared";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { apiUpload } from "../../../lib/api-upload.ts";
import { myOrganizationsKey, type OrganizationAnswer, organizationKey } from "./organization-query.ts";

/** PUT organizations/{id} with the fields that changed; `icon: null` removes the icon. */
export const updateOrganization = (id: string, input: UpdateOrganization) =>
  api.put<OrganizationAnswer>(`/organizations/${id}`, input);

/** PUT organizations/{id}/avatar with the image in the multipart field "file". */
export function uploadOrganizationIcon(
  id: string,
  file: File,
  { onProgress, toast = true }: { onProgress: (fraction: number) => void; toast?: boolean },
): Promise<OrganizationAnswer> {
  const form = new FormData();
  form.append("file", file);
  return apiUpload<OrganizationAnswer>(`/organizations/${id}/avatar`, form, { onProgress, toast });
}

/**
 * After a change: the answer becomes the organization's cached copy; the account switcher (name,
 * icon) and the organization's other queries (its activity now lists the change) load again.
 */
export async function storeOrganization(queryClient: QueryClient, answer: OrganizationAnswer): Promise<void> {
  const key = organizationKey(answer.data.id);
  queryClient.setQueryData(key, answer);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: myOrganizationsKey }),
    queryClient.invalidateQueries({
      queryKey: key,
      predicate: (query) => query.queryKey.length > key.length,
    }),
  ]);
}

/** PUT organizations/{id}/second-factor-rule: the admin requires (or stops requiring) a member's second factor. */
export const setSecondFactorRule = (id: string, required: boolean) =>
  api.put<OrganizationAnswer>(`/organizations/${id}/second-factor-rule`, { required }, { toast: false });
