import type { ReportActivity, ReportState, SeverityLevel, TriageActionType } from "@bounty/shared";
import { Blockquote, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import {
  IconArrowsExchange,
  IconClock,
  IconCoin,
  IconCopy,
  IconEye,
  IconFlag,
  IconGauge,
  IconRefresh,
  IconShieldSearch,
  IconTag,
  IconUserCheck,
  IconWorld,
  IconWorldOff,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/text/links.tsx";
import { formatCredit } from "../../../lib/money.ts";
import { useTriageLabels } from "../../../lib/triage-labels.ts";
import { useReportStateLabels } from "../../report-states/index.ts";
import { useSeverityLabels } from "../../severity/index.ts";

/** A retest's line (issue 33): who asked or answered, the fee and the result. */
function retestLine(
  activity: ReportActivity,
  name: string,
  t: TFunction,
  yen: (n: number) => string,
): string {
  const fee = activity.info.fee ?? 0;
  switch (activity.type) {
    case "report.retest.requested":
      return fee > 0
        ? t("{{name}} asked the hunter to retest the fix, for {{fee}}", { name, fee: yen(fee) })
        : t("{{name}} asked the hunter to retest the fix", { name });
    case "report.retest.cancelled":
      return t("{{name}} cancelled the retest", { name });
    case "report.retest.accepted":
      return t("{{name}} accepted the retest", { name });
    case "report.retest.declined":
      return t("{{name}} declined the retest", { name });
    case "report.retest.expired":
      return t("The retest expired");
    default:
      if (activity.info.outcome === "fixed")
        return fee > 0
          ? t("{{name}} retested the fix: fixed ({{fee}} paid)", { name, fee: yen(fee) })
          : t("{{name}} retested the fix: fixed", { name });
      return fee > 0
        ? t("{{name}} retested the fix: not fixed ({{fee}} paid)", { name, fee: yen(fee) })
        : t("{{name}} retested the fix: not fixed", { name });
  }
}

/** One event of the report's timeline, as a line between the messages. */
export function ActivityItem({ activity, programSlug }: { activity: ReportActivity; programSlug: string }) {
  const { t, i18n } = useTranslation();
  const states = useReportStateLabels();
  const severities = useSeverityLabels();
  const triageStage = useTriageLabels().stage;
  const name = activity.actor?.displayName ?? t("Deleted user");
  const { info } = activity;
  const state = (s: unknown) => (typeof s === "string" && s in states ? states[s as ReportState].label : "—");
  const severity = (s: unknown) => (typeof s === "string" ? (severities[s as SeverityLevel] ?? s) : "");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(activity.createdAt),
  );

  const day = (iso: string | undefined) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
          new Date(iso),
        )
      : "—";

  let icon: ReactNode = <IconArrowsExchange size={14} />;
  let color = "gray";
  let line: string;
  switch (activity.type) {
    case "report.state.changed":
      if (info.automatic) {
        icon = <IconEye size={14} />;
        line = t("{{name}} read the report", { name });
      } else
        line = t("{{name}} moved the report from {{from}} to {{to}}", {
          name,
          from: state(info.from),
          to: state(info.to),
        });
      break;
    case "report.rejected":
      line = t("{{name}} moved the report from {{from}} to {{to}}", {
        name,
        from: state(info.from),
        to: state(info.to),
      });
      break;
    case "report.priority.changed":
      icon = <IconFlag size={14} />;
      line =
        info.to === null || info.to === undefined
          ? t("{{name}} cleared the priority", { name })
          : t("{{name}} set the priority to P{{priority}}", { name, priority: info.to });
      break;
    case "report.assignee.changed":
      icon = <IconUserCheck size={14} />;
      line = info.automatic
        ? t("{{former}} lost access to the program: the report went back to the team", {
            former: info.from ?? t("Its owner"),
          })
        : info.to
          ? t("{{name}} assigned the report to {{assignee}}", { name, assignee: info.to })
          : t("{{name}} gave the report back to the team", { name });
      break;
    case "report.labels.changed": {
      icon = <IconTag size={14} />;
      const added = (info.added ?? []).join(", ");
      const removed = (info.removed ?? []).join(", ");
      line =
        added && removed
          ? t("{{name}} labelled the report {{added}} and took off {{removed}}", { name, added, removed })
          : added
            ? t("{{name}} labelled the report {{added}}", { name, added })
            : t("{{name}} took the labels {{removed}} off the report", { name, removed });
      break;
    }
    case "report.severity.changed":
      icon = <IconGauge size={14} />;
      line = info.to
        ? t("{{name}} set the organization's severity to {{severity}}", { name, severity: severity(info.to) })
        : t("{{name}} cleared the organization's severity", { name });
      break;
    case "report.rewarded": {
      icon = <IconCoin size={14} />;
      color = "teal";
      const amount = formatCredit(info.amount ?? 0, info.system ?? "money", i18n.language);
      line =
        (info.amount ?? 0) < 0
          ? t("{{name}} corrected the reward by {{amount}}", { name, amount })
          : t("{{name}} rewarded {{amount}}", { name, amount });
      break;
    }
    case "report.triage.action":
      icon = <IconShieldSearch size={14} />;
      color = "grape";
      line = t("{{name}} moved the report into the {{stage}} stage of triage", {
        name,
        stage: triageStage[info.to as TriageActionType] ?? String(info.to),
      });
      break;
    case "report.original.resolved":
      icon = <IconCopy size={14} />;
      line = t("The original report #{{number}} was resolved", { number: info.duplicateOf });
      break;
    case "report.disclosure.requested":
      icon = <IconWorld size={14} />;
      line = t("{{name}} asked that the report be disclosed", { name });
      break;
    case "report.disclosure.rejected":
      icon = <IconWorld size={14} />;
      line = info.reopened
        ? t("The report was reopened, so the disclosure request was closed")
        : t("{{name}} rejected the disclosure request", { name });
      break;
    case "report.disclosure.due":
      icon = <IconClock size={14} />;
      color = "orange";
      line = t("The unanswered disclosure request will publish the report on {{date}}", {
        date: day(info.disclosesAt),
      });
      break;
    case "report.disclosure.scheduled":
      icon = <IconWorld size={14} />;
      line = t("{{name}} scheduled the disclosure for {{date}}", { name, date: day(info.publishAt) });
      break;
    case "report.disclosed":
      icon = <IconWorld size={14} />;
      color = "blue";
      line = activity.actor ? t("{{name}} disclosed the report", { name }) : t("The report was disclosed");
      break;
    case "report.undisclosed":
      icon = <IconWorldOff size={14} />;
      line = !info.reopened
        ? t("{{name}} undisclosed the report", { name })
        : info.duplicateOf
          ? t("Its original #{{number}} was reopened, so the disclosure was withdrawn: it is not public", {
              number: info.duplicateOf,
            })
          : t("The report was reopened, so its disclosure was withdrawn: it is not public");
      break;
    case "report.retest.requested":
    case "report.retest.cancelled":
    case "report.retest.accepted":
    case "report.retest.declined":
    case "report.retest.expired":
    case "report.retest.answered":
      icon = <IconRefresh size={14} />;
      color = activity.type === "report.retest.answered" ? "teal" : "cyan";
      line = retestLine(activity, name, t, (n) => formatCredit(n, "money", i18n.language));
      break;
    default:
      return null;
  }

  return (
    <Stack gap={6} component="article" aria-label={line} py={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={color} size={24} radius="xl">
          {icon}
        </ThemeIcon>
        <Text size="sm">
          {line}
          <Text span size="xs" c="dimmed">
            {" · "}
            <time dateTime={activity.createdAt}>{when}</time>
          </Text>
        </Text>
      </Group>
      {activity.type === "report.rejected" && info.duplicateOf ? (
        <Text size="sm" ms={32}>
          {t("Duplicate of")}{" "}
          <AnchorLink
            to="/ref/$scope/$number"
            params={{ scope: programSlug, number: String(info.duplicateOf) }}
          >
            #{info.duplicateOf}
          </AnchorLink>
        </Text>
      ) : null}
      {activity.type === "report.rewarded" && info.description ? (
        <Blockquote ms={32} p="sm" color="teal" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {info.description}
        </Blockquote>
      ) : null}
      {activity.type === "report.rejected" && info.reason ? (
        <Blockquote ms={32} p="sm" color="gray" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {info.reason}
        </Blockquote>
      ) : null}
    </Stack>
  );
}
