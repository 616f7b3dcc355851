import {
  type Activity,
  type ActivityType,
  type ActivityUser,
  OrganizationField,
  type OrgRole,
  orgRoles,
} from "@bounty/shared";
import { toPublicUser } from "../users/users.presenter.ts";
import type { UserRow } from "../users/users.repository.ts";
import type { ActivityRow } from "./activity.repository.ts";

const toActivityUser = (u: UserRow | null): ActivityUser | null => {
  if (!u) return null;
  const { id, displayName, uniqueName, icon } = toPublicUser(u);
  return { id, displayName, uniqueName, icon };
};

// Payloads are written by this codebase; reading them still checks each field it hands out.
const text = (v: unknown): string => (typeof v === "string" ? v : "");
const role = (v: unknown): OrgRole => (orgRoles.includes(v as OrgRole) ? (v as OrgRole) : "member");

/** `org.updated` stores the changed columns; `iconKey` there means the icon was removed. */
const changedFields = (v: unknown): OrganizationField[] => {
  const names = Array.isArray(v) ? v.map((f) => (f === "iconKey" ? "icon" : f)) : [];
  return OrganizationField.options.filter((field) => names.includes(field));
};

/** The whitelisted part of the payload each type shows; nothing else (invite, member, webhook ids) leaves. */
function infoOf(type: ActivityType, payload: Record<string, unknown>): Activity["info"] {
  switch (type) {
    case "org.created":
      return { name: text(payload.name) };
    case "org.updated":
      return { fields: changedFields(payload.fields) };
    case "org.member.added":
      return { role: role(payload.role) };
    case "org.member.removed":
      return { role: role(payload.role), left: payload.left === true };
    case "org.member.role.changed":
      return { from: role(payload.from), to: role(payload.to) };
    case "org.chat_webhook.created":
    case "org.chat_webhook.updated":
      return { active: payload.active === true };
    case "program.created":
    case "program.updated":
    case "program.deleted":
      return { name: text(payload.name) };
    case "org.icon.updated":
    case "org.invite.created":
    case "org.invite.deleted":
    case "org.chat_webhook.deleted":
      return {};
  }
}

/** One feed line. Rows reach here only through `visibleTo`, whose types are all `ActivityType`s. */
export function toActivity({ event, actor, user, program }: ActivityRow): Activity {
  const type = event.type as ActivityType;
  return {
    id: event.id,
    type,
    createdAt: event.createdAt.toISOString(),
    actor: toActivityUser(actor),
    user: toActivityUser(user),
    // A deleted program has no page to link to any more: its line names it from the payload.
    program: program ? { id: program.id, slug: program.slug, name: program.name } : null,
    // Reports (issue 6) join their table in the repository and fill this.
    report: null,
    info: infoOf(type, event.payload),
  } as Activity;
}
