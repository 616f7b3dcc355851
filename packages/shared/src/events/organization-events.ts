import { z } from "zod";
import { OrgRoleName } from "../schemas/organization.ts";
import { event } from "./define.ts";

const id = z.string();

/** The organization's own events: its profile, members, invites and chat webhook. */
export const organizationEvents = {
  "org.created": event("organization", z.strictObject({ name: z.string() }), { feed: "members" }),
  // The changed columns; `iconKey` there means the icon was removed.
  "org.updated": event("organization", z.strictObject({ fields: z.array(z.string()) }), {
    feed: "members",
  }),
  "org.icon.updated": event("organization", z.strictObject({}), { feed: "members" }),
  // Every member may list the members, so their comings, goings and roles are no secret.
  "org.member.added": event(
    "user",
    z.strictObject({ memberId: id, role: OrgRoleName, inviteId: id.optional() }),
    { feed: "members", chat: true },
  ),
  "org.member.removed": event(
    "user",
    z.strictObject({ memberId: id, role: OrgRoleName, left: z.boolean() }),
    { feed: "members" },
  ),
  "org.member.role.changed": event(
    "user",
    z.strictObject({ memberId: id, from: OrgRoleName, to: OrgRoleName }),
    { feed: "members" },
  ),
  // Invite links are the admin's to manage (only the admin lists them), so is their history.
  "org.invite.created": event("organization", z.strictObject({ inviteId: id }), { feed: "admin" }),
  "org.invite.deleted": event("organization", z.strictObject({ inviteId: id }), { feed: "admin" }),
  // The chat webhook is an admin-only setting; its events carry no address either way.
  "org.chat_webhook.created": event("organization", z.strictObject({ webhookId: id, active: z.boolean() }), {
    feed: "admin",
  }),
  "org.chat_webhook.updated": event("organization", z.strictObject({ webhookId: id, active: z.boolean() }), {
    feed: "admin",
  }),
  "org.chat_webhook.deleted": event("organization", z.strictObject({ webhookId: id }), { feed: "admin" }),
  // The organization's labels (issue 47): its admin's catalog, in the audit log only. `name` as it
  // stands after the change; `from` the name before a rename.
  "org.label.created": event("organization", z.strictObject({ labelId: id, name: z.string() }), {}),
  "org.label.updated": event(
    "organization",
    z.strictObject({ labelId: id, name: z.string(), from: z.string().optional() }),
    {},
  ),
  "org.label.deleted": event(
    "organization",
    z.strictObject({ labelId: id, name: z.string(), reports: z.number().int() }),
    {},
  ),
  // Its canned answers (issue 47): the admin's, in the audit log only; `title` as it stands after.
  "org.canned_answer.created": event(
    "organization",
    z.strictObject({ cannedAnswerId: id, title: z.string() }),
    {},
  ),
  "org.canned_answer.updated": event(
    "organization",
    z.strictObject({ cannedAnswerId: id, title: z.string() }),
    {},
  ),
  "org.canned_answer.deleted": event(
    "organization",
    z.strictObject({ cannedAnswerId: id, title: z.string() }),
    {},
  ),
  // Every report of the organization a staff member could read, in one CSV file (issue 46's audit log).
  "org.reports.exported": event("organization", z.strictObject({ count: z.number().int() }), {}),
  // The admin's rule that every member holds a second factor (issue 46); members hear of it.
  "org.second_factor_rule.changed": event("organization", z.strictObject({ required: z.boolean() }), {
    feed: "members",
  }),
  // Platform staff's decision; whether the organization may run bug bounty programs decides what
  // every member may create.
  "org.bounty_approval.changed": event("organization", z.strictObject({ bountyApproved: z.boolean() }), {
    feed: "members",
  }),
} as const;
