import type { AuthenticatedUser } from "@bounty/shared";
import type { DataEnvelope } from "../../../lib/api-client.ts";
import { apiUpload } from "../../../lib/api-upload.ts";

/** PUT /api/users/{id}/avatar with the image in the multipart field "file". */
export async function uploadAvatar(
  userId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AuthenticatedUser> {
  const form = new FormData();
  form.append("file", file);
  return (await apiUpload<DataEnvelope<AuthenticatedUser>>(`/users/${userId}/avatar`, form, { onProgress }))
    .data;
}
