import { z } from "zod";
import { Id, pagination, RowId, Timestamp } from "./common.ts";

/** A program's invite link (GET/POST programs/{id}/invites; GET/DELETE …/{inviteId}). */
export const ProgramInvite = z.object({ id: RowId, createdAt: Timestamp });
export type ProgramInvite = z.infer<typeof ProgramInvite>;

/** What the join page /programs/{slug}/join?i= reads: GET programs/{id}/invites/{inviteId}. */
export const ProgramInvitePreview = z.object({
  id: RowId,
  program: z.object({ id: RowId, slug: z.string(), name: z.string() }),
  organization: z.object({ id: RowId, name: z.string(), icon: z.string().nullable() }),
});
export type ProgramInvitePreview = z.infer<typeof ProgramInvitePreview>;

export const applicationStates = ["pending", "approved"] as const;
export const ApplicationState = z.enum(applicationStates, { error: "Pick pending or approved." });
export type ApplicationState = z.infer<typeof ApplicationState>;

export const Application = z.object({
  id: RowId,
  state: ApplicationState,
  viaInvite: z.boolean(),
  program: z.object({ id: RowId, slug: z.string(), name: z.string() }),
  hunter: z.object({
    id: RowId,
    displayName: z.string(),
    icon: z.string().nullable(),
    uniqueName: z.string(),
    submittedCount: z.number().int(),
    rewardedCount: z.number().int(),
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Application = z.infer<typeof Application>;

/** POST programs/{id}/requests: a hunter applies; with `invite` through the invite link (invite-only programs). */
export const ApplyToProgram = z.strictObject({ invite: Id.optional() });
export type ApplyToProgram = z.infer<typeof ApplyToProgram>;

/** Spec §9: applications are fetched 300 at a time. */
export const APPLICATIONS_PER_PAGE = 300;

/** GET applications: the organization's lists (program required; search by hunter name). */
export const ListApplicationsQuery = pagination(APPLICATIONS_PER_PAGE).extend({
  program: Id,
  state: ApplicationState.optional(),
  search: z.string().trim().max(200, "Use at most 200 characters.").default(""),
  /** Spec 2 §7: one hunter's application to the program (their user id). */
  hunter: Id.optional(),
});
export type ListApplicationsQuery = z.infer<typeof ListApplicationsQuery>;

/** POST applications: the organization adds a hunter (by unique name) as approved. */
export const CreateApplication = z.strictObject({
  program: Id,
  hunter: z.string().trim().min(1, "Enter the hunter's unique name.").max(100),
});
export type CreateApplication = z.infer<typeof CreateApplication>;

/** PUT applications/{id}: Approve. Reject and Remove are DELETE. */
export const UpdateApplication = z.strictObject({ state: z.literal("approved") });
export type UpdateApplication = z.infer<typeof UpdateApplication>;

/** Spec §9: the free plan admits 4 invited hunters per program (plus the admin). */
export const FREE_PLAN_HUNTERS = 4;

/** The viewer's own standing with a program, sent with the program to signed-in hunters. */
export const ProgramParticipation = z.object({
  application: z.object({ id: RowId, state: ApplicationState }).nullable(),
  guidelineAcceptedAt: Timestamp.nullable(),
  /** Hunters may report: the program is open and seen, and (if not public) they were approved. */
  canReport: z.boolean(),
});
export type ProgramParticipation = z.infer<typeof ProgramParticipation>;
