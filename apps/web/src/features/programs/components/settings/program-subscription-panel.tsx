import {
  type Program,
  type ProgramAbilities,
  SUBSCRIPTION_PRICES,
  type SubscriptionCurrency,
} from "@bounty/shared";
import { Alert, Anchor, Button, Group, List, SegmentedControl, Skeleton, Stack, Text } from "@mantine/core";
import { IconCreditCard, IconExternalLink } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { formatNumber } from "../../../../lib/money.ts";
import { publicConfigQuery } from "../../../config/index.ts";
import { createSubscription, subscriptionQuery } from "../../api/program-subscription.ts";

/** Sends the browser to the hosted checkout (an object so tests can watch it). */
export const checkout = { go: (url: string) => window.location.assign(url) };

/**
 * Spec §9, vdp: the free plan (4 invited hunters plus the admin) or the paid subscription (2,980
 * yen or 29 dollars a month by card, renewed monthly, no refunds). Payment happens at the
 * installation's hosted checkout; the admin alone subscribes (it costs money).
 */
export function ProgramSubscriptionPanel({
  program,
  abilities,
}: {
  program: Program;
  abilities: ProgramAbilities;
}) {
  const { t, i18n } = useTranslation();
  const config = useQuery(publicConfigQuery);
  const current = useQuery(subscriptionQuery(program.id));
  const [currency, setCurrency] = useState<SubscriptionCurrency>(i18n.language === "ja" ? "jpy" : "usd");
  const subscribe = useMutation({
    mutationFn: () => createSubscription(program.id, { currency }),
    onSuccess: ({ data }) => {
      if (data.url) checkout.go(data.url);
    },
  });

  const available = config.data?.subscriptions === true;
  const subscription = current.data ?? null;
  const paidUp =
    subscription?.status === "active" &&
    subscription.currentPeriodEnd !== null &&
    new Date(subscription.currentPeriodEnd).getTime() > Date.now();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));

  return (
    <Stack gap="md">
      <SectionCard
        title={t("Plan")}
        description={t(
          "Vulnerability disclosure programs are free for up to 4 invited hunters plus the admin.",
        )}
        icon={<IconCreditCard size={18} />}
      >
        <List size="sm" spacing={4}>
          <List.Item>{t("Free plan: up to 4 invited hunters plus the admin.")}</List.Item>
          <List.Item>
            {t(
              "Subscription: 2,980 yen or 29 dollars per month, no hunter limit. Card payment, renews monthly, no refunds.",
            )}
          </List.Item>
        </List>
      </SectionCard>
      <SectionCard title={t("Subscription")} description={t("This program's subscription.")}>
        <Stack gap="sm">
          {current.isPending ? (
            <Skeleton h={36} />
          ) : subscription === null ? (
            <Text size="sm">{t("No subscription: the program is on the free plan.")}</Text>
          ) : subscription.status === "pending" ? (
            <Alert color="blue" variant="light" title={t("Waiting for payment")}>
              {subscription.url && (
                <Anchor href={subscription.url} size="sm">
                  <Group gap={4} component="span">
                    {t("Continue to payment")}
                    <IconExternalLink size={14} />
                  </Group>
                </Anchor>
              )}
            </Alert>
          ) : subscription.status === "active" && subscription.currentPeriodEnd ? (
            <Alert color={paidUp ? "green" : "yellow"} variant="light">
              {paidUp
                ? t("Active until {{date}}.", { date: date(subscription.currentPeriodEnd) })
                : t("Expired on {{date}}: the program is on the free plan.", {
                    date: date(subscription.currentPeriodEnd),
                  })}
            </Alert>
          ) : (
            <Text size="sm">{t("Cancelled: the program is on the free plan.")}</Text>
          )}
          {!config.isPending && !available && (
            <Text size="sm" c="dimmed">
              {t("Subscriptions are not available in this installation.")}
            </Text>
          )}
          {available && abilities.subscribe && !paidUp && (
            <Group gap="sm" align="flex-end">
              <SegmentedControl
                aria-label={t("Currency")}
                value={currency}
                onChange={(value) => setCurrency(value as SubscriptionCurrency)}
                data={[
                  {
                    value: "jpy",
                    label: t("{{price}} yen", {
                      price: formatNumber(SUBSCRIPTION_PRICES.jpy, i18n.language),
                    }),
                  },
                  { value: "usd", label: t("{{price}} dollars", { price: SUBSCRIPTION_PRICES.usd }) },
                ]}
              />
              <Button loading={subscribe.isPending} onClick={() => subscribe.mutate()}>
                {t("Subscribe")}
              </Button>
            </Group>
          )}
          {available && !abilities.subscribe && !paidUp && (
            <Text size="sm" c="dimmed">
              {t("Only the admin can subscribe.")}
            </Text>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
