import type { AuthenticatedUser } from "@bounty/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../components/image-picker.tsx";
import { showSuccessToast } from "../../../lib/success-toast.ts";
import { UserAvatar } from "../../layout/components/user-avatar.tsx";
import { storeUpdatedUser } from "../../users/api/update-user.ts";
import { uploadAvatar } from "../api/avatar.ts";

/** The profile photo: picked, checked (type, 5 MB), previewed and uploaded at once with its progress. */
export function AvatarField({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(user.id, file, setProgress),
    onSuccess: async (updated) => {
      await storeUpdatedUser(queryClient, updated);
      showSuccessToast(t("Success"));
    },
    onSettled: () => setPreview(null),
  });

  const handlePick = (file: File) => {
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  return (
    <ImagePicker
      preview={
        <UserAvatar
          user={{ displayName: user.displayName, icon: preview ?? user.icon }}
          size={88}
          radius={88}
        />
      }
      pickLabel={user.icon ? t("Change photo") : t("Upload a photo")}
      onPick={handlePick}
      progress={upload.isPending ? progress : null}
    />
  );
}
