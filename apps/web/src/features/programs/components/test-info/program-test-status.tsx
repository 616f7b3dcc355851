import { isBudgetLow, type Program } from "@bounty/shared";
import { Badge, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { formatYen } from "../../../../lib/money.ts";
import { triageProgramsQuery } from "../../../../lib/triage-programs.ts";
import { budgetBalanceQuery } from "../../../rewards/index.ts";
import { activationRequestQuery } from "../../api/program-activation-request.ts";

/** One line of the state panel: a label on the left, what it is on the right. */
function StatusRow({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Group justify="space-between" gap="sm" data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <div style={{ textAlign: "right" }}>{children}</div>
    </Group>
  );
}

/** Spec §2 test page: activation request (vdp), balance (bounty) and the triage flag. */
export function ProgramTestStatus({ program }: { program: Program }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <Stack gap="sm">
        {program.type === "vdp" && <ActivationRow programId={program.id} />}
        {program.type === "bounty" && <BalanceRow programId={program.id} />}
        <TriageRow programId={program.id} />
      </Stack>
    </Paper>
  );
}

/** Spec 1 §2's triage flag: on when staff run triage for the program, with the way to its queue. */
function TriageRow({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const triaged = useQuery(triageProgramsQuery).data?.some((p) => p.id === programId) ?? false;
  return (
    <StatusRow label={t("Triage")} testId="triage-flag">
      {triaged ? (
        <Group gap="sm">
          <Badge variant="light" color="grape">
            {t("Enabled for this program")}
          </Badge>
          <AnchorLink to="/triage/$programId/reports" params={{ programId }} size="sm">
            {t("Triage queue")}
          </AnchorLink>
        </Group>
      ) : (
        <Badge variant="outline" color="gray">
          {t("Not enabled for this program")}
        </Badge>
      )}
    </StatusRow>
  );
}

function ActivationRow({ programId }: { programId: string }) {
  const { t, i18n } = useTranslation();
  const request = useQuery(activationRequestQuery(programId));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  let state: ReactNode;
  if (request.isPending) state = <Skeleton height={20} width={160} />;
  else if (request.isError) state = <Text size="sm">{t("Could not be loaded.")}</Text>;
  else if (!request.data) state = <Text size="sm">{t("No activation request")}</Text>;
  else {
    const r = request.data;
    state = {
      pending: (
        <Badge color="blue" variant="light">
          {t("Pending since {{date}}", { date: date(r.createdAt) })}
        </Badge>
      ),
      approved: (
        <Badge color="teal" variant="light">
          {t("Approved")}
        </Badge>
      ),
      rejected: (
        <Stack gap={2} align="flex-end">
          <Badge color="red" variant="light">
            {t("Rejected")}
          </Badge>
          {r.reason && <Text size="sm">{t("Reason: {{reason}}", { reason: r.reason })}</Text>}
        </Stack>
      ),
      cancelled: (
        <Badge color="gray" variant="light">
          {t("Cancelled")}
        </Badge>
      ),
    }[r.status];
  }
  return (
    <StatusRow label={t("Activation request")} testId="activation-state">
      {state}
    </StatusRow>
  );
}

function BalanceRow({ programId }: { programId: string }) {
  const { t, i18n } = useTranslation();
  const balance = useQuery(budgetBalanceQuery(programId));
  return (
    <StatusRow label={t("Balance")} testId="program-balance">
      {balance.isPending && <Skeleton height={20} width={160} />}
      {balance.isError && <Text size="sm">{t("Could not be loaded.")}</Text>}
      {balance.data && (
        // The layout's warning says when the budget runs low; here the amounts, in yen.
        <Text size="sm" c={isBudgetLow(balance.data) ? "orange" : undefined}>
          {t("{{spent}} spent of {{budget}}", {
            spent: formatYen(balance.data.budgetSpent, i18n.language),
            budget: formatYen(balance.data.budget, i18n.language),
          })}
        </Text>
      )}
    </StatusRow>
  );
}
