import type { ReportTarget, ResponseTarget } from "@bounty/shared";
import { Badge, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconAlarm, IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DAY, relativeTime as relative } from "../../../lib/relative-time.ts";

/** Issue 30: an open report's current response target and the time left on it (red once overdue). */
export function TargetBadge({
  target,
  now = Date.now(),
  compact = false,
}: {
  target: ReportTarget;
  now?: number;
  /** The table's cell: the time alone, the step named in the tooltip. */
  compact?: boolean;
}) {
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
      label={
        compact
          ? `${label} · ${t("Target date: {{date}}", { date: exact })}`
          : t("Target date: {{date}}", { date: exact })
      }
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
        styles={compact ? { label: { overflow: "visible" } } : undefined}
        data-overdue={target.overdue}
      >
        {compact ? (
          <>
            <VisuallyHidden>{label}</VisuallyHidden>
            <span aria-hidden>{when}</span>
          </>
        ) : (
          label
        )}
      </Badge>
    </Tooltip>
  );
}
