import type { TFunction } from "i18next";

/** Spec §9: 5 MB, as the server counts it; the same limit holds for avatars and organization icons. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/bmp";
const imageTypes = ["image/jpeg", "image/png", "image/gif", "image/bmp", "image/x-ms-bmp", "image/x-bmp"];
const imageExtensions = /\.(jpe?g|png|gif|bmp)$/i;

/** Checked before uploading; the server reads the real type from the file's bytes anyway. */
export function imageFileError(file: File, t: TFunction): string | null {
  const isImage = file.type ? imageTypes.includes(file.type) : imageExtensions.test(file.name);
  if (!isImage) return t("Use a JPEG, PNG, GIF or BMP image.");
  if (file.size > MAX_IMAGE_BYTES) return t("The image is larger than 5 MB.");
  return null;
}
