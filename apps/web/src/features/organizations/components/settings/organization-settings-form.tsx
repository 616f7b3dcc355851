import type { Organization } from "@bounty/shared";
import { Button, Group, Paper, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { rebaseForm } from "../../../../lib/rebase-form.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { MAX_SOCIALS, SettingsSection, SocialsField } from "../../../settings/index.ts";
import {
  type OrganizationValues,
  organizationErrors,
  toOrganizationChanges,
  toOrganizationValues,
} from "../../api/organization-form.ts";
import { storeOrganization, updateOrganization } from "../../api/update-organization.ts";
import { OrganizationSettingsIcon } from "./organization-settings-icon.tsx";

/** The admin's settings: icon (saved on its own), name, domain, introduction and links, saved together. */
export function OrganizationSettingsForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<OrganizationValues>({
    mode: "controlled",
    initialValues: toOrganizationValues(organization),
    validate: (values) => organizationErrors(values, t),
    validateInputOnChange: ["name", "domain"],
    validateInputOnBlur: true,
  });
  const { values } = form;

  const save = useMutation({
    mutationFn: (submitted: OrganizationValues) =>
      updateOrganization(organization.id, toOrganizationChanges(submitted, organization)),
    onSuccess: async (answer) => {
      rebaseForm(form, toOrganizationValues(answer.data));
      await storeOrganization(queryClient, answer);
      showSuccessToast(t("The organization's settings are saved."), t("Success"));
    },
  });

  // Typing a space and deleting it again is not a change: compare what would be sent.
  const hasChanges = Object.keys(toOrganizationChanges(values, organization)).length > 0;
  const canSave = hasChanges && Object.keys(organizationErrors(values, t)).length === 0;
  const handleSubmit = form.onSubmit((submitted) => {
    if (canSave && !save.isPending) save.mutate(submitted);
  });

  return (
    <Paper withBorder p={{ base: "lg", sm: "xl" }} component="form" onSubmit={handleSubmit} noValidate>
      <SettingsSection
        title={t("Organization profile")}
        description={t("How your organization appears to its members and to the hunters it invites.")}
      >
        <OrganizationSettingsIcon organization={organization} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("Name")}
            {...form.getInputProps("name")}
            maxLength={100}
            autoComplete="organization"
            required
          />
          <TextInput
            label={t("Domain")}
            placeholder="example.com"
            {...form.getInputProps("domain")}
            maxLength={253}
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
          />
        </SimpleGrid>
        <Textarea
          label={t("Introduction")}
          description={t("What your organization does, for your members and the hunters you invite.")}
          {...form.getInputProps("bio")}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
        />
        <SocialsField
          form={form}
          path="links"
          socials={values.links}
          description={t("Your organization's website and social accounts, up to {{max}}.", {
            max: MAX_SOCIALS,
          })}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSave} loading={save.isPending}>
            {t("Save changes")}
          </Button>
        </Group>
      </SettingsSection>
    </Paper>
  );
}
