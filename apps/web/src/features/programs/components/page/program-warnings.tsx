import { isBudgetLow, type Program } from "@bounty/shared";
import { Alert, Stack } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { budgetBalanceQuery } from "../../../rewards/index.ts";

/** Spec §8 warnings for the organization: a program not started yet, and a bounty budget running low. */
export function ProgramWarnings({ program }: { program: Program }) {
  const { t } = useTranslation();
  // The balance is for members (checks are theirs too), and only bounty programs have a budget.
  const hasBudget = program.type === "bounty" && program.checks !== null;
  const balance = useQuery({ ...budgetBalanceQuery(program.id), enabled: hasBudget }).data;
  const isLow = hasBudget && program.status !== "stopped" && balance !== undefined && isBudgetLow(balance);
  if (program.activated && !isLow) return null;

  return (
    <Stack gap="sm">
      {!program.activated && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title={t("Not started")}>
          {program.type === "vdp"
            ? t(
                "This program is not started: hunters cannot see it until it is published. Complete every tab, then request activation.",
              )
            : t(
                "This program is not started: hunters cannot see it until you start it. Complete every tab, then start the program.",
              )}
        </Alert>
      )}
      {isLow && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t("Budget running low")}>
          {t(
            "This program's budget is getting low: more than 80% is spent. Raise the budget or stop the program.",
          )}
        </Alert>
      )}
    </Stack>
  );
}
