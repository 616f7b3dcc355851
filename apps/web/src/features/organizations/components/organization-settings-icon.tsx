import type { Organization } from "@bounty/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../components/image-picker.tsx";
import { showSuccessToast } from "../../../lib/success-toast.ts";
import { storeOrganization, updateOrganization, uploadOrganizationIcon } from "../api/update-organization.ts";
import { OrganizationIcon } from "./organization-icon.tsx";

/** The admin's icon field: a picked image is previewed and uploaded at once; Remove goes back to the initials. */
export function OrganizationSettingsIcon({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (file: File) => uploadOrganizationIcon(organization.id, file, { onProgress: setProgress }),
    onSuccess: async (answer) => {
      await storeOrganization(queryClient, answer);
      showSuccessToast(t("Success"));
    },
    onSettled: () => setPreview(null),
  });
  const remove = useMutation({
    mutationFn: () => updateOrganization(organization.id, { icon: null }),
    onSuccess: async (answer) => {
      await storeOrganization(queryClient, answer);
      showSuccessToast(t("Success"));
    },
  });

  const handlePick = (file: File) => {
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  return (
    <ImagePicker
      preview={
        <OrganizationIcon
          organization={{ name: organization.name, icon: preview ?? organization.icon }}
          size={88}
          radius="lg"
        />
      }
      pickLabel={organization.icon ? t("Change icon") : t("Upload an icon")}
      onPick={handlePick}
      progress={upload.isPending ? progress : null}
      remove={
        organization.icon && !upload.isPending
          ? { label: t("Remove icon"), onClick: () => remove.mutate(), isPending: remove.isPending }
          : undefined
      }
    />
  );
}
