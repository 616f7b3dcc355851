import type { ReportTarget, ResponseTarget } from "@bounty/shared";
import { Badge, Tooltip } from "@mantine/core";
import { IconAlarm, IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "in 2 days" / "3 hours ago", in the UI language, rounded to the unit that reads best. */
function relative(ms: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: "always" });
  const abs = Math.abs(ms);
  if (abs >= DAY) return format.format(Math.round(ms / DAY), "day");
  if (abs >= HOUR) return format.format(Math.round(ms / HOUR), "hour");
  return format.format(Math.round(ms / 60_000), "minute");
}

/** Issue 30: an open report's current response target and the time left on it (red once overdue). */
export function TargetBadge({ target, now = Date.now() }: { target: ReportTarget; now?: number }) {
  const { t, i18n } = useTranslation();
  const names: Record<ResponseTarget, string> = {
    firstResponse: t("First response"),
    triage: t("Triage"),
    reward: t("Reward"),
    resolution: t("Resolution"),
  };
  const due = new Date(target.dueAt);
  const left = due.getTime() - now;
  const when = relative(left, i18n.language);
  const label = target.overdue
    ? t("{{target}} overdue, due {{when}}", { target: names[target.target], when })
    : t("{{target}} due {{when}}", { target: names[target.target], when });
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    due,
  );
  return (
    <Tooltip
      label={t("Target date: {{date}}", { date: exact })}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        variant={target.overdue ? "filled" : "light"}
        color={target.overdue ? "red" : left < DAY ? "orange" : "gray"}
        leftSection={
          target.overdue ? <IconAlarm size={12} aria-hidden /> : <IconHourglass size={12} aria-hidden />
        }
        tt="none"
        tabIndex={0}
        data-testid="target-badge"
        data-overdue={target.overdue}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
