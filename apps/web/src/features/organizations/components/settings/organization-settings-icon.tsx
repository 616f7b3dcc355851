import type { Organization } from "@bounty/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../../components/forms/image-picker.tsx";
import { useImageUpload } from "../../../../components/forms/use-image-upload.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import {
  storeOrganization,
  updateOrganization,
  uploadOrganizationIcon,
} from "../../api/update-organization.ts";
import { OrganizationIcon } from "../organization-icon.tsx";

/** The admin's icon field: a picked image is previewed and uploaded at once; Remove goes back to the initials. */
export function OrganizationSettingsIcon({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useImageUpload(
    (file, onProgress) => uploadOrganizationIcon(organization.id, file, { onProgress }),
    async (answer) => {
      await storeOrganization(queryClient, answer);
      showSuccessToast(t("The organization's icon is updated."), t("Success"));
    },
  );
  const remove = useMutation({
    mutationFn: () => updateOrganization(organization.id, { icon: null }),
    onSuccess: async (answer) => {
      await storeOrganization(queryClient, answer);
      showSuccessToast(t("The organization's icon is updated."), t("Success"));
    },
  });

  return (
    <ImagePicker
      label={t("Icon")}
      preview={
        <OrganizationIcon
          organization={{ name: organization.name, icon: upload.preview ?? organization.icon }}
          size={88}
          radius="lg"
        />
      }
      pickLabel={organization.icon ? t("Change icon") : t("Upload an icon")}
      onPick={upload.pick}
      progress={upload.progress}
      remove={
        organization.icon && !upload.isPending
          ? { label: t("Remove icon"), onClick: () => remove.mutate(), isPending: remove.isPending }
          : undefined
      }
    />
  );
}
