import type { Activity, ActivityUser, OrganizationField, OrgRoleName } from "@bounty/shared";
import { Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/links.tsx";

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
    case "program.created":
      return t("{{actor}} created the program {{program}}.", slots);
    case "program.updated":
      return t("{{actor}} updated the program {{program}}.", slots);
    case "program.deleted":
      return t("{{actor}} deleted the program {{program}}.", slots);
  }
}

/** Replaces each {{slot}} of a translated sentence with its node; unknown slots stay as text. */
export function fillSlots(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\{\w+\}\})/).map((chunk, index) => {
    const name = /^\{\{(\w+)\}\}$/.exec(chunk)?.[1];
    const node = name !== undefined && Object.hasOwn(nodes, name) ? nodes[name] : chunk;
    // biome-ignore lint/suspicious/noArrayIndexKey: the chunks of one sentence never move.
    return <Fragment key={index}>{node}</Fragment>;
  });
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
  if (activity.type.startsWith("program.") && "name" in activity.info) {
    // The current name while the program exists; a deleted one keeps the name it had.
    nodes.program = <strong>{activity.program?.name ?? activity.info.name}</strong>;
  }
  if (activity.type === "org.updated") {
    const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
    nodes.fields = list.format(activity.info.fields.map((field) => fieldLabel(field, t)));
  }
  if (activity.type === "org.member.role.changed") {
    nodes.from = <strong>{roleLabel(activity.info.from, t)}</strong>;
    nodes.to = <strong>{roleLabel(activity.info.to, t)}</strong>;
  }
  return <>{fillSlots(template(activity, t), nodes)}</>;
}
