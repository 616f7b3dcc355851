import type { AuthenticatedUser } from "@bounty/shared";
import type { TFunction } from "i18next";
import type { DataEnvelope } from "../../../lib/api-client.ts";
import { apiUpload } from "../../../lib/api-upload.ts";

/** Spec §9: 5 MB, as the server counts it. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/gif,image/bmp";
const avatarTypes = ["image/jpeg", "image/png", "image/gif", "image/bmp", "image/x-ms-bmp", "image/x-bmp"];
const avatarExtensions = /\.(jpe?g|png|gif|bmp)$/i;

/** Checked before uploading; the server reads the real type from the file's bytes anyway. */
export function avatarFileError(file: File, t: TFunction): string | null {
  const isImage = file.type ? avatarTypes.includes(file.type) : avatarExtensions.test(file.name);
  if (!isImage) return t("Use a JPEG, PNG, GIF or BMP image.");
  if (file.size > MAX_AVATAR_BYTES) return t("The image is larger than 5 MB.");
  return null;
}

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
