import { HEALTH_PERIOD_DAYS } from "@bounty/shared";
import { Badge, Tooltip } from "@mantine/core";
import { IconActivityHeartbeat } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { programHealthQuery } from "../api/stats-queries.ts";

/** HackerOne's thresholds for its response-target indicator: green from 75%, red below 25%. */
const colorOf = (percent: number) => (percent >= 75 ? "teal" : percent >= 25 ? "yellow" : "red");

/**
 * On the program's page: how often it met its response targets on the last 90 days' reports. Says
 * nothing while it loads, fails, or has no targets; says so when too few reports came in to tell.
 */
export function HealthBadge({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const health = useQuery(programHealthQuery(programId));
  if (!health.data?.hasTargets) return null;
  const { percent } = health.data;
  const explanation = t(
    "Of the reports sent in the last {{days}} days, the share whose first response, triage, reward and resolution came within the program's targets.",
    { days: HEALTH_PERIOD_DAYS },
  );
  return (
    <Tooltip
      label={explanation}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        variant="light"
        color={percent === null ? "gray" : colorOf(percent)}
        leftSection={<IconActivityHeartbeat size={14} aria-hidden />}
        tt="none"
        size="lg"
        tabIndex={0}
        data-testid="health-badge"
        style={{ whiteSpace: "normal", height: "auto", minHeight: 26 }}
      >
        {percent === null
          ? t("Too few reports yet to measure its response targets")
          : t("Meets its response targets on {{percent}}% of reports", { percent })}
      </Badge>
    </Tooltip>
  );
}
