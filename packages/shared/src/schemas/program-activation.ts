import { z } from "zod";
import { pagination, RowId, Timestamp } from "./common.ts";

/** Which program-home tabs are complete; null where the tab does not apply to the program's type. */
export const ProgramChecks = z.object({
  basic: z.boolean(),
  guideline: z.boolean(),
  /** Not for vdp. */
  severity: z.boolean().nullable(),
  scope: z.boolean(),
  reportTemplate: z.boolean(),
  /** Only programs that are neither vdp nor internal; not needed to start. */
  budget: z.boolean().nullable(),
  /** Every tab Start needs is complete. */
  startable: z.boolean(),
});
export type ProgramChecks = z.infer<typeof ProgramChecks>;

export const activationRequestStatuses = ["pending", "approved", "rejected", "cancelled"] as const;
export const ActivationRequestStatus = z.enum(activationRequestStatuses);
export type ActivationRequestStatus = z.infer<typeof ActivationRequestStatus>;

/** A vdp program's request to be published (GET/POST/DELETE programs/{id}/activation_request). */
export const ActivationRequest = z.object({
  id: RowId,
  status: ActivationRequestStatus,
  reason: z.string(),
  createdAt: Timestamp,
  decidedAt: Timestamp.nullable(),
});
export type ActivationRequest = z.infer<typeof ActivationRequest>;

/** Platform staff's queue: GET staff/activation_requests. */
export const StaffActivationRequest = ActivationRequest.extend({
  program: z.object({ id: RowId, slug: z.string(), name: z.string() }),
  organization: z.object({ id: RowId, name: z.string() }),
  requestedBy: z.object({ id: RowId, displayName: z.string(), uniqueName: z.string() }).nullable(),
});
export type StaffActivationRequest = z.infer<typeof StaffActivationRequest>;

export const ListStaffActivationRequestsQuery = pagination(100, 50).extend({
  status: z.enum(activationRequestStatuses).default("pending"),
});
export type ListStaffActivationRequestsQuery = z.infer<typeof ListStaffActivationRequestsQuery>;

/** POST staff/activation_requests/{id}: approve publishes the program; reject needs a reason for the e-mail. */
export const DecideActivationRequest = z.discriminatedUnion("decision", [
  z.strictObject({ decision: z.literal("approve") }),
  z.strictObject({
    decision: z.literal("reject"),
    reason: z.string().trim().min(1, "Tell the organization why.").max(2_000, "Use at most 2000 characters."),
  }),
]);
export type DecideActivationRequest = z.infer<typeof DecideActivationRequest>;

/** Platform staff's organization list: GET staff/organizations?s&page. */
export const StaffOrganization = z.object({
  id: RowId,
  name: z.string(),
  icon: z.string().nullable(),
  bountyApproved: z.boolean(),
  membersCount: z.number().int(),
  programsCount: z.number().int(),
  createdAt: Timestamp,
});
export type StaffOrganization = z.infer<typeof StaffOrganization>;

export const ListStaffOrganizationsQuery = pagination(100, 50).extend({
  s: z.string().trim().max(200, "Use at most 200 characters.").default(""),
});
export type ListStaffOrganizationsQuery = z.infer<typeof ListStaffOrganizationsQuery>;

/** PUT staff/organizations/{id}. */
export const UpdateStaffOrganization = z.strictObject({ bountyApproved: z.boolean() });
export type UpdateStaffOrganization = z.infer<typeof UpdateStaffOrganization>;
