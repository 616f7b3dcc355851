import type { AuthenticatedUser } from "@bounty/shared";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/pages/page-header.tsx";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { BalanceCard } from "./balance-card.tsx";
import { CreditsList } from "./credits-list.tsx";
import { MovementsList } from "./movements-list.tsx";

function EarningsSection({
  title,
  description,
  list,
}: {
  title: string;
  description: string;
  list: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {list}
    </Paper>
  );
}

/**
 * /earnings (issue 31): a hunter's money where they look for it, in the navigation: the balance and
 * its withdrawal, the credits by program, the history. Payment details stay in Settings, linked.
 */
export function EarningsPage({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={960} mx="auto">
      <PageHeader
        title={t("Earnings")}
        description={t(
          "Your rewards, what you can withdraw, and every transfer. Only you can see this page.",
        )}
      >
        <Text size="sm" mt="xs">
          <AnchorLink to="/earnings" search={{ settings: "financial" }}>
            {t("Payment method and private information")}
          </AnchorLink>
        </Text>
      </PageHeader>
      <BalanceCard userId={user.id} />
      <EarningsSection
        title={t("Credits")}
        description={t("What you have earned in each program.")}
        list={<CreditsList />}
      />
      <EarningsSection
        title={t("History")}
        description={t("Every reward, correction and withdrawal, with each transfer's status.")}
        list={<MovementsList />}
      />
    </Stack>
  );
}
