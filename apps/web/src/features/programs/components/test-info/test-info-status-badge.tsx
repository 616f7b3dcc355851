import type { TestInfoStatus } from "@bounty/shared";
import { Badge } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

const colors: Record<TestInfoStatus, string> = {
  idle: "blue",
  accepted: "teal",
  rejected: "red",
  revoked: "orange",
  finalized: "grape",
  cancelled: "gray",
};

/** Spec §4: idle is shown as Requesting. Literal keys, so the catalog check sees each one. */
export const testInfoStatusLabels = (t: TFunction): Record<TestInfoStatus, string> => ({
  idle: t("Requesting"),
  accepted: t("Accepted"),
  rejected: t("Rejected"),
  revoked: t("Revoked"),
  finalized: t("Finalized"),
  cancelled: t("Cancelled"),
});

export function TestInfoStatusBadge({ status }: { status: TestInfoStatus }) {
  const { t } = useTranslation();
  const labels = testInfoStatusLabels(t);
  return (
    <Badge variant="light" color={colors[status]}>
      {labels[status]}
    </Badge>
  );
}
