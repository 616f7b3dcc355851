import type { ReportState } from "@bounty/shared";
import { Badge, type BadgeProps, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Spec 2 §4: each state's name and the plain meaning people see beside it. */
export function useReportStateLabels(): Record<ReportState, { label: string; meaning: string }> {
  const { t } = useTranslation();
  return {
    new: { label: t("New"), meaning: t("Unread") },
    checked: { label: t("Checked"), meaning: t("Read") },
    unresolved: { label: t("Unresolved"), meaning: t("Valid, needs a fix") },
    resolved: { label: t("Resolved"), meaning: t("Valid and fixed") },
    informational: { label: t("Informational"), meaning: t("Reproducible, no remediation") },
    out_of_scope: { label: t("Out of scope"), meaning: t("Outside the program's scope") },
    not_applicable: { label: t("Not applicable"), meaning: t("Not a vulnerability") },
    not_reproducible: { label: t("Not reproducible"), meaning: t("Could not be reproduced") },
    duplicate: { label: t("Duplicate"), meaning: t("Already reported") },
  };
}

/** The states' groups (Open, Accepted, Rejected), which set the badge's colour. */
const TONES: Record<ReportState, string> = {
  new: "blue",
  checked: "cyan",
  unresolved: "orange",
  resolved: "green",
  informational: "teal",
  out_of_scope: "gray",
  not_applicable: "gray",
  not_reproducible: "gray",
  duplicate: "gray",
};

export function ReportStateBadge({ state, ...props }: { state: ReportState } & Omit<BadgeProps, "color">) {
  const { label, meaning } = useReportStateLabels()[state];
  return (
    <Tooltip label={meaning} withArrow>
      <Badge variant="light" color={TONES[state]} data-state={state} {...props}>
        {label}
      </Badge>
    </Tooltip>
  );
}
