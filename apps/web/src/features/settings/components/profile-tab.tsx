import type { AuthenticatedUser } from "@bounty/shared";
import { Button, Divider, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMatch, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../../components/forms/country-select.tsx";
import { SettingsSection } from "../../../components/pages/settings-section.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { rebaseForm } from "../../../lib/rebase-form.ts";
import { showErrorToastFor } from "../../../lib/toasts/error-toast.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { storeUpdatedUser, UniqueNameInput, updateUser } from "../../users/index.ts";
import {
  MAX_SOCIALS,
  type ProfileValues,
  profileErrors,
  toProfilePayload,
  toProfileValues,
} from "../api/profile-form.ts";
import { AvatarField } from "./avatar-field.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { SocialsField } from "./socials-field.tsx";

/** Profile tab: photo, names, bio, country, links and the employment badge; the danger zone at the foot. */
export function ProfileTab({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profileMatch = useMatch({ from: "/profiles/$name", shouldThrow: false });
  // A unique name the server said is taken: shown on the field, and saving waits for another one.
  const [takenName, setTakenName] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    mode: "controlled",
    initialValues: toProfileValues(user),
    validate: (values) => profileErrors(values, t),
    validateInputOnChange: ["displayName", "uniqueName"],
    validateInputOnBlur: true,
  });
  const { values } = form;

  const save = useMutation({
    mutationFn: (input: ProfileValues) => updateUser(user.id, toProfilePayload(input)),
    onSuccess: async (updated) => {
      const next = toProfileValues(updated);
      rebaseForm(form, next);
      // The page shows the old name's profile: follow the rename instead of landing on a 404. The entry
      // below is the old address, so closing the modal must not go back to it.
      const isOwnProfilePage = profileMatch?.params.name.toLowerCase() === user.uniqueName.toLowerCase();
      if (isOwnProfilePage && updated.uniqueName !== user.uniqueName) {
        await navigate({
          to: "/profiles/$name",
          params: { name: updated.uniqueName },
          search: { settings: "profile" },
          state: (prev) => ({ ...prev, settingsOpenedInApp: false }),
          replace: true,
        });
      }
      await storeUpdatedUser(queryClient, updated);
      showSuccessToast(t("Your profile is saved."), t("Success"));
    },
    onError: (error, input) => {
      if (isApiError(error, 409)) setTakenName(input.uniqueName);
      else showErrorToastFor(error);
    },
  });

  const isTaken = takenName !== null && takenName === values.uniqueName;
  const canSave = form.isDirty() && Object.keys(profileErrors(values, t)).length === 0 && !isTaken;
  const handleSubmit = form.onSubmit((submitted) => {
    if (canSave) save.mutate(submitted);
  });

  return (
    <Stack gap="xl">
      <form onSubmit={handleSubmit} noValidate>
        <SettingsSection
          title={t("Profile")}
          description={t("How hunters and organizations see you.")}
          isTabHeading
        >
          <AvatarField user={user} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t("Display name")}
              {...form.getInputProps("displayName")}
              maxLength={64}
              autoComplete="nickname"
              required
            />
            <UniqueNameInput
              {...form.getInputProps("uniqueName")}
              value={values.uniqueName}
              error={
                form.errors.uniqueName ??
                (isTaken ? t("This name is taken. Please choose another one.") : null)
              }
            />
          </SimpleGrid>
          <Textarea
            label={t("Bio")}
            description={t("A few words about you and your work.")}
            {...form.getInputProps("bio")}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
          />
          <CountrySelect
            label={t("Country")}
            value={values.country}
            onChange={(country) => form.setFieldValue("country", country)}
            maw={{ sm: "calc(50% - var(--mantine-spacing-md) / 2)" }}
          />
          <SocialsField
            form={form}
            path="socials"
            socials={values.socials}
            description={t("Shown on your profile, up to {{max}}.", { max: MAX_SOCIALS })}
          />
          <Switch
            label={t("Open for employment")}
            description={t("Shows a badge on your profile so organizations know they can approach you.")}
            {...form.getInputProps("openForEmployment", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!canSave} loading={save.isPending}>
              {t("Save profile")}
            </Button>
          </Group>
        </SettingsSection>
      </form>
      <Divider />
      <DeleteAccount user={user} />
    </Stack>
  );
}
