import type { Billing } from "@bounty/shared";
import { Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconBrandPaypal, IconBuildingBank } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { rebaseForm } from "../../../../lib/rebase-form.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { billingKey, billingQuery, updateBilling } from "../../api/billing.ts";
import {
  type BillingValues,
  billingErrors,
  toBillingPayload,
  toBillingValues,
} from "../../api/financial-rules.ts";

export function BillingForm({ userId }: { userId: string }) {
  const billing = useQuery(billingQuery(userId));
  if (billing.isError) return <LoadFailed onRetry={() => void billing.refetch()} />;
  if (billing.isPending) return <Skeleton h={140} radius="md" />;
  return <BillingFields userId={userId} billing={billing.data} />;
}

/** PayPal (an identifier) or a bank account (an IBAN, a BIC/Swift/IFSC code, or both). */
function BillingFields({ userId, billing }: { userId: string; billing: Billing | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<BillingValues>({
    mode: "controlled",
    initialValues: toBillingValues(billing),
    validate: (values) => billingErrors(values, t),
  });

  const save = useMutation({
    mutationFn: (values: BillingValues) => updateBilling(userId, toBillingPayload(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(billingKey(userId), saved);
      const next = toBillingValues(saved);
      rebaseForm(form, next);
      showSuccessToast(t("The billing details are saved."), t("Success"));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <SegmentedControl
          role="radiogroup"
          aria-label={t("Payment method")}
          data={[
            { value: "paypal", label: <MethodLabel icon={<IconBrandPaypal size={16} />} label="PayPal" /> },
            {
              value: "bank",
              label: <MethodLabel icon={<IconBuildingBank size={16} />} label={t("Bank transfer")} />,
            },
          ]}
          value={form.values.type}
          onChange={(type) => {
            form.setFieldValue("type", type as BillingValues["type"]);
            form.clearErrors();
          }}
          w={{ base: "100%", xs: "auto" }}
          style={{ alignSelf: "flex-start" }}
        />
        {form.values.type === "paypal" ? (
          <TextInput
            label={t("PayPal e-mail or identifier")}
            {...form.getInputProps("identifier")}
            autoComplete="email"
            maxLength={254}
            required
          />
        ) : (
          <Stack gap={6}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t("IBAN")}
                {...form.getInputProps("iban")}
                maxLength={64}
                spellCheck={false}
              />
              <TextInput
                label={t("BIC / Swift / IFSC")}
                {...form.getInputProps("other")}
                maxLength={64}
                spellCheck={false}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t("Fill in at least one of the two.")}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("Save payment method")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MethodLabel({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Group gap={8} justify="center" wrap="nowrap">
      {icon}
      <span>{label}</span>
    </Group>
  );
}
