import type { Organization } from "@bounty/shared";
import { Alert, Button, Switch, Text } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { useSettingsModal } from "../../../settings/index.ts";
import { setSecondFactorRule, storeOrganization } from "../../api/update-organization.ts";

/**
 * The admin's rule that every member holds a second factor (issue 46). Members without one read
 * nothing of the organization until they add one; the API asks the admin to confirm it is them.
 */
export function FactorRuleCard({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { open } = useSettingsModal();
  const save = useMutation({
    mutationFn: (required: boolean) => setSecondFactorRule(organization.id, required),
    onSuccess: async (answer) => {
      await storeOrganization(queryClient, answer);
      showSuccessToast(
        answer.data.requireSecondFactor
          ? t("Members now need a second factor")
          : t("Members no longer need a second factor"),
      );
    },
  });
  const ownFactorMissing = isApiError(save.error, 403) && save.error.code === "second_factor_required";
  return (
    <SectionCard
      icon={<IconShieldLock size={22} />}
      title={t("Second factor")}
      description={t(
        "Require every member to sign in with a passkey or an authenticator app. Members without one see what to do and read none of the organization's reports, programs or money until they add one.",
      )}
    >
      <Switch
        label={t("Require a second factor of every member")}
        checked={organization.requireSecondFactor}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{save.error.message}</Text>
          {ownFactorMissing && (
            <Button size="xs" mt="sm" onClick={() => void open("security")}>
              {t("Add a second factor")}
            </Button>
          )}
        </Alert>
      )}
    </SectionCard>
  );
}
