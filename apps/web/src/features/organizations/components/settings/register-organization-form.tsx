import { Button, Group, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowRight } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImagePicker } from "../../../../components/forms/image-picker.tsx";
import { SetupFormPage } from "../../../../components/forms/setup-form-page.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { showErrorToast } from "../../../../lib/toasts/error-toast.ts";
import { createOrganization } from "../../api/create-organization.ts";
import { organizationBioError, organizationNameError } from "../../api/organization-form.ts";
import { storeOrganization, uploadOrganizationIcon } from "../../api/update-organization.ts";
import { OrganizationIcon } from "../organization-icon.tsx";

interface RegisterValues {
  name: string;
  bio: string;
}

/** /organizations/new: icon, name and introduction, then 'Complete setup' (spec §2); the creator is its admin. */
export function RegisterOrganizationForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [icon, setIcon] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<RegisterValues>({
    mode: "controlled",
    initialValues: { name: "", bio: "" },
    validate: {
      name: (value) => organizationNameError(value, t),
      bio: (value) => organizationBioError(value, t),
    },
    validateInputOnBlur: true,
  });

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const register = useMutation({
    mutationFn: async (values: RegisterValues) => {
      let answer = await createOrganization({ name: values.name.trim(), bio: values.bio.trim() });
      let isIconSaved = true;
      if (icon) {
        // The organization exists whatever happens to its icon: a failed upload sends the admin to
        // the settings page, where the icon can be picked again.
        try {
          setProgress(0);
          answer = await uploadOrganizationIcon(answer.data.id, icon, {
            onProgress: setProgress,
            toast: false,
          });
        } catch (error) {
          isIconSaved = false;
          showErrorToast(
            isApiError(error) ? error.status || undefined : undefined,
            t("Your organization was created, but its icon could not be saved: {{reason}}", {
              reason: error instanceof Error && error.message ? error.message : t("Something wrong happened"),
            }),
          );
        } finally {
          setProgress(null);
        }
      }
      await storeOrganization(queryClient, answer);
      return { id: answer.data.id, isIconSaved };
    },
    onSuccess: ({ id, isIconSaved }) =>
      navigate(
        isIconSaved
          ? { to: "/organizations/$id", params: { id } }
          : { to: "/organizations/$id/settings", params: { id } },
      ),
  });

  const handlePick = (file: File) => {
    setIcon(file);
    setPreview(URL.createObjectURL(file));
  };
  const handleRemoveIcon = () => {
    setIcon(null);
    setPreview(null);
  };
  const handleCancel = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: "/programs" });
  };

  // Enter in a field submits too: a second organization must not come from a repeated press.
  const handleSubmit = form.onSubmit((values) => {
    if (!register.isPending) register.mutate(values);
  });

  return (
    <SetupFormPage
      title={t("Register your organization")}
      description={t(
        "Run disclosure and bounty programs with your team. You will be the organization's admin.",
      )}
      onSubmit={handleSubmit}
    >
      <ImagePicker
        label={t("Icon")}
        preview={
          <OrganizationIcon
            organization={{ name: form.values.name.trim(), icon: preview }}
            size={88}
            radius="lg"
          />
        }
        pickLabel={icon ? t("Change icon") : t("Choose an icon")}
        onPick={handlePick}
        progress={progress}
        isBusy={register.isPending}
        remove={icon ? { label: t("Remove icon"), onClick: handleRemoveIcon } : undefined}
      />
      <TextInput
        label={t("Name")}
        placeholder={t("Acme Corporation")}
        {...form.getInputProps("name")}
        maxLength={100}
        autoComplete="organization"
        required
      />
      <Textarea
        label={t("Introduction")}
        description={t("What your organization does, for your members and the hunters you invite.")}
        {...form.getInputProps("bio")}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2000}
      />
      <Group justify="flex-end" mt="sm" gap="sm">
        <Button variant="default" size="md" onClick={handleCancel} disabled={register.isPending}>
          {t("Cancel")}
        </Button>
        <Button
          type="submit"
          size="md"
          loading={register.isPending}
          rightSection={<IconArrowRight size={18} />}
        >
          {t("Complete setup")}
        </Button>
      </Group>
    </SetupFormPage>
  );
}
