import type { Activity, ActivityUser, OrganizationField, OrgRoleName, ProgramStatus } from "@bounty/shared";
import { Text } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fillSlots } from "../../../../components/text/fill-slots.tsx";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { formatCredit, formatNumber } from "../../../../lib/money.ts";

// Sentences are translated whole, with their people as {{slots}} the translation may move around;
// each slot is then filled with a link. These values keep the slots in the translated text.
const slots = {
  actor: "{{actor}}",
  user: "{{user}}",
  name: "{{name}}",
  fields: "{{fields}}",
  from: "{{from}}",
  to: "{{to}}",
  program: "{{program}}",
  budget: "{{budget}}",
  form: "{{form}}",
  report: "{{report}}",
  amount: "{{amount}}",
};

function template(activity: Activity, t: TFunction): string {
  const isSelf = activity.actor !== null && activity.actor.id === activity.user?.id;
  switch (activity.type) {
    case "org.created":
      return t("{{actor}} registered the organization {{name}}.", slots);
    case "org.updated":
      if (activity.info.fields.length === 0) return t("{{actor}} updated the organization.", slots);
      if (activity.info.fields.length === 1 && activity.info.fields[0] === "icon")
        return t("{{actor}} removed the organization's icon.", slots);
      return t("{{actor}} updated the organization's {{fields}}.", slots);
    case "org.icon.updated":
      return t("{{actor}} changed the organization's icon.", slots);
    case "org.member.added":
      return isSelf
        ? t("{{user}} joined the organization.", slots)
        : t("{{actor}} added {{user}} to the organization.", slots);
    case "org.member.removed":
      return activity.info.left
        ? t("{{user}} left the organization.", slots)
        : t("{{actor}} removed {{user}} from the organization.", slots);
    case "org.member.role.changed":
      return isSelf
        ? t("{{user}}'s role changed from {{from}} to {{to}}.", slots)
        : t("{{actor}} changed {{user}}'s role from {{from}} to {{to}}.", slots);
    case "org.invite.created":
      return t("{{actor}} created an invite link.", slots);
    case "org.invite.deleted":
      return t("{{actor}} deleted an invite link.", slots);
    case "org.chat_webhook.created":
      return activity.info.active
        ? t("{{actor}} connected a chat webhook.", slots)
        : t("{{actor}} connected a chat webhook, turned off.", slots);
    case "org.chat_webhook.updated":
      return activity.info.active
        ? t("{{actor}} turned the chat webhook on.", slots)
        : t("{{actor}} turned the chat webhook off.", slots);
    case "org.chat_webhook.deleted":
      return t("{{actor}} disconnected the chat webhook.", slots);
    case "org.second_factor_rule.changed":
      return activity.info.required
        ? t("{{actor}} required a second factor of every member.", slots)
        : t("{{actor}} stopped requiring a second factor of members.", slots);
    case "program.created":
      return t("{{actor}} created the program {{program}}.", slots);
    case "program.updated":
      return t("{{actor}} updated the program {{program}}.", slots);
    case "program.deleted":
      return t("{{actor}} deleted the program {{program}}.", slots);
    // Platform staff decide these; the sentence names no one (the actor is no member).
    case "org.bounty_approval.changed":
      return activity.info.bountyApproved
        ? t("Platform staff allowed the organization to run bug bounty programs.", slots)
        : t("Platform staff withdrew the organization's permission to run bug bounty programs.", slots);
    case "program.activation.approved":
      return t("Platform staff published {{program}}.", slots);
    case "program.activation.rejected":
      return t("Platform staff declined to publish {{program}}.", slots);
    case "program.activated":
      return t("{{actor}} started the program {{program}}.", slots);
    case "program.status.changed":
      return t("{{actor}} changed the status of {{program}} from {{from}} to {{to}}.", slots);
    case "program.activation.requested":
      return t("{{actor}} asked platform staff to publish {{program}}.", slots);
    case "program.activation.cancelled":
      return t("{{actor}} withdrew the request to publish {{program}}.", slots);
    case "program.reports.imported":
      return activity.info.count === 1
        ? t("{{actor}} imported report #{{first}} into {{program}}.", slots)
        : t("{{actor}} imported {{count}} reports, #{{first}} to #{{last}}, into {{program}}.", slots);
    case "program.budget.update":
      return t("{{actor}} set the budget of {{program}} to {{budget}}.", slots);
    case "program.credits.charge":
      return activity.info.amount < 0
        ? t("{{actor}} took {{amount}} back from the budget of {{program}}, now {{budget}}.", slots)
        : t("{{actor}} charged {{amount}} to the budget of {{program}}, now {{budget}}.", slots);
    case "program.subscription.created":
      return t("{{actor}} started a subscription for {{program}}, waiting for payment.", slots);
    // The payment operator's notices: no member did these.
    case "program.subscription.activated":
      return t("The subscription of {{program}} was paid.", slots);
    case "program.subscription.cancelled":
      return t("The subscription of {{program}} was cancelled.", slots);
    case "program.invite.created":
      return t("{{actor}} created an invite link for {{program}}.", slots);
    case "program.invite.deleted":
      return t("{{actor}} deleted an invite link for {{program}}.", slots);
    // The hunter applies and withdraws; the program's staff decide.
    case "program.application.created":
      return t("{{user}} applied to join {{program}}.", slots);
    case "program.application.cancelled":
      return t("{{user}} withdrew their application to {{program}}.", slots);
    case "program.application.approved":
      return t("{{actor}} admitted {{user}} to {{program}}.", slots);
    case "program.application.rejected":
      return t("{{actor}} rejected {{user}}'s application to {{program}}.", slots);
    case "program.application.removed":
      return t("{{actor}} removed {{user}} from {{program}}.", slots);
    case "program.test_form.created":
      return t("{{actor}} added the test information form {{form}} to {{program}}.", slots);
    case "program.test_form.updated":
      return t("{{actor}} updated the test information form {{form}} of {{program}}.", slots);
    case "program.test_form.deleted":
      return t("{{actor}} deleted the test information form {{form}} of {{program}}.", slots);
    // The hunter asks and cancels; the program's staff answer.
    case "program.test_info.requested":
      return t("{{user}} requested test information ({{form}}) for {{program}}.", slots);
    case "program.test_info.cancelled":
      return t("{{user}} cancelled their request for test information ({{form}}) for {{program}}.", slots);
    case "program.test_info.accepted":
      return t(
        "{{actor}} accepted {{user}}'s request for test information ({{form}}) for {{program}}.",
        slots,
      );
    case "program.test_info.rejected":
      return t(
        "{{actor}} rejected {{user}}'s request for test information ({{form}}) for {{program}}.",
        slots,
      );
    case "program.test_info.updated":
      return t("{{actor}} updated the test information ({{form}}) given to {{user}} for {{program}}.", slots);
    case "program.test_info.finalized":
      return t(
        "{{actor}} finalized the test information ({{form}}) given to {{user}} for {{program}}.",
        slots,
      );
    case "program.test_info.revoked":
      return t("{{actor}} revoked the test information ({{form}}) given to {{user}} for {{program}}.", slots);
    case "report.submitted":
      return t("{{user}} submitted the report {{report}} to {{program}}.", slots);
    case "report.rewarded":
      return activity.info.amount < 0
        ? t(
            "{{actor}} corrected the reward of {{user}} for the report {{report}} of {{program}} by {{amount}}.",
            slots,
          )
        : t("{{actor}} rewarded {{user}} {{amount}} for the report {{report}} of {{program}}.", slots);
    case "report.rejected":
      return t("{{actor}} rejected the report {{report}} of {{program}} ({{to}}).", slots);
    case "report.disclosure.requested":
      return t("{{user}} asked that the report {{report}} of {{program}} be disclosed.", slots);
    case "report.disclosed":
      return activity.info.automatic
        ? t(
            "The report {{report}} of {{program}} was disclosed: its disclosure request went unanswered.",
            slots,
          )
        : t("{{actor}} disclosed the report {{report}} of {{program}}.", slots);
  }
}

function Person({ user }: { user: ActivityUser | null }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <Text span inherit fw={600} c="dimmed">
        {t("Deleted user")}
      </Text>
    );
  }
  return (
    <AnchorLink to="/profiles/$name" params={{ name: user.uniqueName }} fw={600} inherit>
      {user.displayName}
    </AnchorLink>
  );
}

function roleLabel(role: OrgRoleName, t: TFunction): string {
  return { admin: t("Admin"), member: t("Member"), triage: t("Triage") }[role];
}

function statusLabel(status: ProgramStatus, t: TFunction): string {
  return {
    notStarted: t("Not started"),
    open: t("Open"),
    suspended: t("Suspended"),
    stopped: t("Stopped"),
  }[status];
}

/** The program a line is about: its current name, the name the event recorded, or "a deleted program". */
function ProgramName({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const name = activity.program?.name ?? ("name" in activity.info ? activity.info.name : null);
  if (name === null) {
    return (
      <Text span inherit fw={600} c="dimmed">
        {t("a deleted program")}
      </Text>
    );
  }
  return <strong>{name}</strong>;
}

function fieldLabel(field: OrganizationField, t: TFunction): string {
  return {
    name: t("name"),
    domain: t("domain"),
    bio: t("introduction"),
    links: t("links"),
    icon: t("icon"),
  }[field];
}

/** One feed line's sentence in the UI language, its people linked to their profiles. */
export function ActivitySentence({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation();
  const nodes: Record<string, ReactNode> = {
    actor: <Person user={activity.actor} />,
    user: <Person user={activity.user} />,
  };
  if (activity.type === "org.created") nodes.name = <strong>{activity.info.name}</strong>;
  // The line under the sentence links the program already, so here it is named, not linked.
  if (activity.type.startsWith("program.") || activity.type.startsWith("report."))
    nodes.program = <ProgramName activity={activity} />;
  if (activity.type === "report.rewarded")
    nodes.amount = <strong>{formatCredit(activity.info.amount, activity.info.system, i18n.language)}</strong>;
  if (activity.type.startsWith("report.") && "number" in activity.info) {
    const title = activity.report?.title;
    const label = title ? `#${activity.info.number} ${title}` : `#${activity.info.number}`;
    // The short link sends each reader to the page they may open (the organization's, for staff).
    nodes.report =
      activity.report && activity.program ? (
        <AnchorLink
          to="/ref/$scope/$number"
          params={{ scope: activity.program.slug, number: String(activity.info.number) }}
          fw={600}
          inherit
        >
          {label}
        </AnchorLink>
      ) : (
        <strong>{label}</strong>
      );
  }
  if (activity.type === "org.updated") {
    const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
    nodes.fields = list.format(activity.info.fields.map((field) => fieldLabel(field, t)));
  }
  if (activity.type === "org.member.role.changed") {
    nodes.from = <strong>{roleLabel(activity.info.from, t)}</strong>;
    nodes.to = <strong>{roleLabel(activity.info.to, t)}</strong>;
  }
  if (activity.type === "report.rejected") {
    const rejected = {
      out_of_scope: t("Out of scope"),
      not_applicable: t("Not applicable"),
      not_reproducible: t("Not reproducible"),
      duplicate: t("Duplicate"),
    };
    nodes.to = <strong>{rejected[activity.info.to]}</strong>;
  }
  if (activity.type === "program.status.changed") {
    nodes.from = <strong>{statusLabel(activity.info.previous, t)}</strong>;
    nodes.to = <strong>{statusLabel(activity.info.status, t)}</strong>;
  }
  if (activity.type === "program.reports.imported") {
    nodes.count = formatNumber(activity.info.count, i18n.language);
    nodes.first = String(activity.info.first);
    nodes.last = String(activity.info.last);
  }
  // The payload does not say yen or points: the amount alone, with the language's separators.
  if (activity.type === "program.budget.update") {
    nodes.budget = <strong>{formatNumber(activity.info.budget, i18n.language)}</strong>;
  }
  // Only bug bounty programs have a budget, and they pay in yen.
  if (activity.type === "program.credits.charge") {
    nodes.budget = <strong>{formatCredit(activity.info.budget, "money", i18n.language)}</strong>;
    nodes.amount = <strong>{formatCredit(Math.abs(activity.info.amount), "money", i18n.language)}</strong>;
  }
  if ("title" in activity.info) nodes.form = <strong>{activity.info.title}</strong>;
  if ("formTitle" in activity.info) nodes.form = <strong>{activity.info.formTitle}</strong>;
  return <>{fillSlots(template(activity, t), nodes)}</>;
}
