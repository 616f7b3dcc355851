import type { ReportState } from "@bounty/shared";
import { Badge, type BadgeProps, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Who reads a state: the hunter who sent the report, or the program's team (issue 47). */
export type StateReader = "hunter" | "staff";

/**
 * Spec 2 §4: each state's name and the plain meaning people see beside it. The name is the same for
 * everyone; its meaning is told in the reader's terms (issue 47: a hunter reading "Unresolved" on an
 * accepted report did not know it meant "being fixed").
 */
export function useReportStateLabels(
  reader: StateReader = "staff",
): Record<ReportState, { label: string; meaning: string }> {
  const { t } = useTranslation();
  if (reader === "hunter")
    return {
      new: { label: t("New"), meaning: t("Sent: the program has not read it yet") },
      checked: { label: t("Checked"), meaning: t("Read: the program is assessing it") },
      unresolved: { label: t("Unresolved"), meaning: t("Accepted: the program is fixing it") },
      resolved: { label: t("Resolved"), meaning: t("Accepted and fixed") },
      informational: { label: t("Informational"), meaning: t("Valid, but the program will change nothing") },
      out_of_scope: { label: t("Out of scope"), meaning: t("Outside what the program covers") },
      not_applicable: { label: t("Not applicable"), meaning: t("The program found no vulnerability") },
      not_reproducible: { label: t("Not reproducible"), meaning: t("The program could not reproduce it") },
      duplicate: { label: t("Duplicate"), meaning: t("Someone reported it first") },
    };
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

export function ReportStateBadge({
  state,
  reader = "staff",
  ...props
}: { state: ReportState; reader?: StateReader } & Omit<BadgeProps, "color">) {
  const { label, meaning } = useReportStateLabels(reader)[state];
  return (
    <Tooltip label={meaning} withArrow>
      <Badge variant="light" color={TONES[state]} data-state={state} {...props}>
        {label}
      </Badge>
    </Tooltip>
  );
}
