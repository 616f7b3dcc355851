import type { TriageActionType } from "@bounty/shared";
import { useTranslation } from "react-i18next";

/**
 * Spec 2 §4's labels: the stage a step moves the report into (the table's Last Action, the toasts),
 * and what each button does. The two reviews and the two closings share a stage label, so the
 * buttons say which.
 */
export function useTriageLabels() {
  const { t } = useTranslation();
  const stage: Record<TriageActionType, string> = {
    triage: t("To Triage"),
    suspend: t("Suspended"),
    certify: t("To Certify"),
    reevaluate: t("To Re-evaluate"),
    appraise: t("To Appraise"),
    remediate: t("To Fix"),
    "review.informative": t("To Review"),
    "review.resolved": t("To Review"),
    "closed.informative": t("Finalized"),
    "closed.resolved": t("Finalized"),
    invalidate: t("Invalid"),
  };
  const button: Record<TriageActionType, string> = {
    triage: t("Triage"),
    suspend: t("Suspend"),
    certify: t("Certify"),
    reevaluate: t("Re-evaluate"),
    appraise: t("Appraise"),
    remediate: t("Remediate"),
    "review.informative": t("Review as informative"),
    "review.resolved": t("Review as resolved"),
    "closed.informative": t("Close as informative"),
    "closed.resolved": t("Close as resolved"),
    invalidate: t("Invalidate"),
  };
  return { stage, button };
}
