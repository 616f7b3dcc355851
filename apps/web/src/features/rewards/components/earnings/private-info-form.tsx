import type { PrivateInfo } from "@bounty/shared";
import { Button, Group, SimpleGrid, Skeleton, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../../../components/forms/country-select.tsx";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { rebaseForm } from "../../../../lib/rebase-form.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import {
  type PrivateInfoValues,
  privateInfoErrors,
  toPrivateInfoPayload,
  toPrivateInfoValues,
} from "../../api/financial-rules.ts";
import { privateInfoKey, privateInfoQuery, updatePrivateInfo } from "../../api/private-info.ts";

export function PrivateInfoForm({ userId }: { userId: string }) {
  const info = useQuery(privateInfoQuery(userId));
  if (info.isError) return <LoadFailed onRetry={() => void info.refetch()} />;
  if (info.isPending) return <Skeleton h={220} radius="md" />;
  return <PrivateInfoFields userId={userId} info={info.data} />;
}

/** Full name and postal address; required fields must be non-blank, and everything is sent trimmed. */
function PrivateInfoFields({ userId, info }: { userId: string; info: PrivateInfo | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PrivateInfoValues>({
    mode: "controlled",
    initialValues: toPrivateInfoValues(info),
    validate: (values) => privateInfoErrors(values, t),
  });

  const save = useMutation({
    mutationFn: (values: PrivateInfoValues) => updatePrivateInfo(userId, toPrivateInfoPayload(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(privateInfoKey(userId), saved);
      const next = toPrivateInfoValues(saved);
      rebaseForm(form, next);
      showSuccessToast(t("Your payment details are saved."), t("Success"));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("Full name")}
          {...form.getInputProps("name")}
          autoComplete="name"
          maxLength={200}
          required
        />
        <TextInput
          label={t("Address line 1")}
          {...form.getInputProps("address1")}
          autoComplete="address-line1"
          maxLength={200}
          required
        />
        <TextInput
          label={t("Address line 2")}
          description={t("Optional")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          {...form.getInputProps("address2")}
          autoComplete="address-line2"
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t("Postcode")}
            {...form.getInputProps("postCode")}
            autoComplete="postal-code"
            maxLength={200}
            required
          />
          <TextInput
            label={t("City")}
            {...form.getInputProps("city")}
            autoComplete="address-level2"
            maxLength={200}
            required
          />
          <CountrySelect
            label={t("Country")}
            {...form.getInputProps("country")}
            value={form.values.country}
            onChange={(country) => form.setFieldValue("country", country)}
            required
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("Save private information")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
