import { Container, Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/pages/page-header.tsx";
import { CannedAnswersCard } from "../../../canned-answers/index.ts";
import { LabelsCard } from "../../../labels/index.ts";
import { organizationQuery } from "../../api/organization-query.ts";
import { ChatWebhookCard } from "./chat-webhook-card.tsx";
import { FactorRuleCard } from "./factor-rule-card.tsx";
import { OrganizationSettingsForm } from "./organization-settings-form.tsx";
import { OrganizationSettingsView } from "./organization-settings-view.tsx";

/** /organizations/{id}/settings: the admin edits; other members read the same details. */
export function OrganizationSettingsPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data: organization, abilities } = useSuspenseQuery(organizationQuery(id)).data;
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <PageHeader
          title={t("Settings")}
          description={t("Your organization's name, icon, introduction and links.")}
        />
        {abilities.update ? (
          <OrganizationSettingsForm key={organization.id} organization={organization} />
        ) : (
          <OrganizationSettingsView organization={organization} />
        )}
        {abilities.update && <FactorRuleCard organization={organization} />}
        <LabelsCard organizationId={organization.id} editable={abilities.manageLabels} />
        <CannedAnswersCard organizationId={organization.id} editable={abilities.manageCannedAnswers} />
        {/* The webhook URL is a secret of the admin's: other members do not even learn whether one exists. */}
        {abilities.manageChatWebhook && <ChatWebhookCard organizationId={organization.id} />}
      </Stack>
    </Container>
  );
}
