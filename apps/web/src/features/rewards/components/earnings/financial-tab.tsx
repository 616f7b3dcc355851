import type { AuthenticatedUser } from "@bounty/shared";
import { Divider, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SettingsSection } from "../../../../components/pages/settings-section.tsx";
import { BalanceCard } from "./balance-card.tsx";
import { BillingForm } from "./billing-form.tsx";
import { CreditsList } from "./credits-list.tsx";
import { MovementsList } from "./movements-list.tsx";
import { PrivateInfoForm } from "./private-info-form.tsx";

/** The 'For Hunter' tab: balance and credits, then the details needed to pay the hunter. */
export function FinancialTab({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <SettingsSection
        title={t("For Hunter")}
        description={t("Your rewards, and the details we need to pay you. Only you can see this tab.")}
        isTabHeading
      >
        <BalanceCard userId={user.id} />
      </SettingsSection>
      <SettingsSection title={t("Credits")} description={t("What you have earned in each program.")}>
        <CreditsList />
      </SettingsSection>
      <SettingsSection
        title={t("History")}
        description={t("Every reward, correction and withdrawal, with each transfer's status.")}
      >
        <MovementsList />
      </SettingsSection>
      <Divider />
      <SettingsSection
        title={t("Private information")}
        description={t(
          "Needed to join private programs and to receive payments. Never shown on your profile.",
        )}
      >
        <PrivateInfoForm userId={user.id} />
      </SettingsSection>
      <Divider />
      <SettingsSection
        title={t("Payment method")}
        description={t("Where we send your rewards. Needed to take part in programs.")}
      >
        <BillingForm userId={user.id} />
      </SettingsSection>
    </Stack>
  );
}
