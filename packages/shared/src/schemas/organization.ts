import { z } from "zod";
import { orgRoles } from "../roles.ts";
import { isSingleLine, SINGLE_LINE } from "../text-rules.ts";
import { Id, pagination, RowId, Timestamp } from "./common.ts";
import { Social } from "./user.ts";

export const OrgRoleName = z.enum(orgRoles, { error: "Pick admin, member or triage." });
export type OrgRoleName = z.infer<typeof OrgRoleName>;

export const OrganizationName = z
  .string()
  .trim()
  .refine(isSingleLine, SINGLE_LINE)
  .min(1, "Enter a name.")
  .max(100, "Use at most 100 characters.");
export const OrganizationBio = z.string().max(2000, "Use at most 2000 characters.");

/** A bare host name such as example.com, or "" to clear it. */
export const OrganizationDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^$|^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    "Enter a domain such as example.com.",
  );

/** POST organizations. The icon is uploaded afterwards (PUT organizations/{id}/avatar); only null fits here. */
export const CreateOrganization = z.strictObject({
  name: OrganizationName,
  bio: OrganizationBio.default(""),
  icon: z.null().optional(),
});
export type CreateOrganization = z.infer<typeof CreateOrganization>;

/** PUT organizations/{id}: send what changed; `icon: null` removes the icon. */
export const UpdateOrganization = z.strictObject({
  name: OrganizationName.optional(),
  domain: OrganizationDomain.optional(),
  bio: OrganizationBio.optional(),
  links: z.array(Social).max(10).optional(),
  icon: z.null().optional(),
});
export type UpdateOrganization = z.infer<typeof UpdateOrganization>;

export const Organization = z.object({
  id: RowId,
  name: z.string(),
  bio: z.string(),
  icon: z.string().nullable(),
  domain: z.string(),
  links: z.array(Social),
  bountyApproved: z.boolean(),
  /** Issue 46: members without a second factor read nothing of the organization until they add one. */
  requireSecondFactor: z.boolean(),
  createdAt: Timestamp,
});
export type Organization = z.infer<typeof Organization>;

/** PUT organizations/{id}/second-factor-rule: the admin's rule, with a recent second factor. */
export const OrganizationFactorRule = z.strictObject({ required: z.boolean() });
export type OrganizationFactorRule = z.infer<typeof OrganizationFactorRule>;

/** What the viewer may do with an organization, sent beside it. */
export const OrganizationAbilities = z.object({
  update: z.boolean(),
  manageMembers: z.boolean(),
  manageInvites: z.boolean(),
  leave: z.boolean(),
  createProgram: z.boolean(),
  manageChatWebhook: z.boolean(),
  /** Issue 46: the admin reads the organization's audit log. */
  readAuditLog: z.boolean(),
  /** Issue 47: the admin defines the labels every program's staff put on reports. */
  manageLabels: z.boolean(),
  /** Issue 47: the admin keeps the canned answers every member may use. */
  manageCannedAnswers: z.boolean(),
});
export type OrganizationAbilities = z.infer<typeof OrganizationAbilities>;

/** GET organizations: always the caller's own organizations (there is no public directory). */
export const ListOrganizationsQuery = pagination(200).extend({
  isMember: z.enum(["true"], { error: "Only isMember=true is supported." }).optional(),
});
export type ListOrganizationsQuery = z.infer<typeof ListOrganizationsQuery>;

export const Role = z.object({ id: OrgRoleName, name: OrgRoleName });
export type Role = z.infer<typeof Role>;

export const Member = z.object({
  id: RowId,
  user: z.object({
    id: RowId,
    displayName: z.string(),
    uniqueName: z.string(),
    icon: z.string().nullable(),
  }),
  role: Role,
  /**
   * Issue 46, in the admin's member list only: the organization requires a second factor and this
   * member has none yet, so the membership grants nothing until they add one.
   */
  held: z.boolean().optional(),
});
export type Member = z.infer<typeof Member>;

/** GET organizations/{id}/members: the spec's page sizes are 200 and 400 only. */
export const ListMembersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce
    .number()
    .int()
    .refine((n) => n === 200 || n === 400, "Use 200 or 400.")
    .default(200),
  /** Only the program's staff: the admin and the members on its manager list. */
  program: z.uuid({ error: "Not a valid id." }).optional(),
});
export type ListMembersQuery = z.infer<typeof ListMembersQuery>;

export const UpdateMember = z.strictObject({ role: OrgRoleName });
export type UpdateMember = z.infer<typeof UpdateMember>;

export const Invite = z.object({
  id: RowId,
  code: z.string(),
  organizationId: RowId,
  link: z.string(),
  createdAt: Timestamp,
});
export type Invite = z.infer<typeof Invite>;

export const InviteCodeQuery = z.object({ code: z.string().min(1, "Not a valid invite code.").max(100) });

/** What the join page shows to someone holding the right code. */
export const InvitePreview = z.object({
  organization: z.object({ id: RowId, name: z.string(), icon: z.string().nullable() }),
  isMember: z.boolean(),
});
export type InvitePreview = z.infer<typeof InvitePreview>;

/** POST organizations/{id}/members: accepting an invite. */
export const JoinOrganization = z.strictObject({ invite: Id, code: z.string().min(1).max(100) });
export type JoinOrganization = z.infer<typeof JoinOrganization>;

export const ALREADY_MEMBER = "You are already part of this organization.";
