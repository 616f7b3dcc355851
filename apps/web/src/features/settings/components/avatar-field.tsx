import type { AuthenticatedUser } from "@bounty/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../components/forms/image-picker.tsx";
import { useImageUpload } from "../../../components/forms/use-image-upload.ts";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { storeUpdatedUser } from "../../users/index.ts";
import { uploadAvatar } from "../api/avatar.ts";

/** The profile photo: picked, checked (type, 5 MB), previewed and uploaded at once with its progress. */
export function AvatarField({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useImageUpload(
    (file, onProgress) => uploadAvatar(user.id, file, onProgress),
    async (updated) => {
      await storeUpdatedUser(queryClient, updated);
      showSuccessToast(t("Your picture is saved."), t("Success"));
    },
  );

  return (
    <ImagePicker
      preview={
        <UserAvatar
          user={{ displayName: user.displayName, icon: upload.preview ?? user.icon }}
          size={88}
          radius={88}
        />
      }
      pickLabel={user.icon ? t("Change photo") : t("Upload a photo")}
      onPick={upload.pick}
      progress={upload.progress}
    />
  );
}
