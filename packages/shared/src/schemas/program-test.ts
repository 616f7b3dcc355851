import { z } from "zod";
import { Id, ListMeta, pagination, RowId, Timestamp } from "./common.ts";

export const TestForm = z.object({ id: RowId, title: z.string(), description: z.string() });
export type TestForm = z.infer<typeof TestForm>;

/** POST programs/{id}/test/forms and PUT …/{formId}. Spec §5: a non-blank title. */
export const SaveTestForm = z.strictObject({
  title: z.string().trim().min(1, "Enter a title.").max(200, "Use at most 200 characters."),
  description: z.string().trim().max(5_000, "Use at most 5000 characters.").default(""),
});
export type SaveTestForm = z.infer<typeof SaveTestForm>;

/** Spec §4; "idle" is shown as Requesting. */
export const testInfoStatuses = [
  "idle",
  "accepted",
  "rejected",
  "revoked",
  "finalized",
  "cancelled",
] as const;
export const TestInfoStatus = z.enum(testInfoStatuses);
export type TestInfoStatus = z.infer<typeof TestInfoStatus>;

/** Idle and accepted requests are active: a hunter asks anew only when none is. */
export const ACTIVE_TEST_INFO_STATUSES: readonly TestInfoStatus[] = ["idle", "accepted"];

export const testInfoActions = [
  "request",
  "accept",
  "reject",
  "update",
  "finalize",
  "revoke",
  "cancel",
] as const;
export type TestInfoAction = (typeof testInfoActions)[number];

const Message = z.string().trim().min(1, "Enter a message.").max(10_000, "Use at most 10000 characters.");

export const TestInfoMessage = z.object({
  id: RowId,
  action: z.enum(testInfoActions),
  body: z.string(),
  author: z.object({ id: RowId, displayName: z.string(), uniqueName: z.string() }).nullable(),
  createdAt: Timestamp,
});

export const TestInfoRequest = z.object({
  id: RowId,
  programTestForm: TestForm,
  status: TestInfoStatus,
  active: z.boolean(),
  /** The information the organization gave (accept / update). */
  content: z.string(),
  hunter: z.object({
    id: RowId,
    displayName: z.string(),
    uniqueName: z.string(),
    icon: z.string().nullable(),
  }),
  messages: z.array(TestInfoMessage),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type TestInfoRequest = z.infer<typeof TestInfoRequest>;

/** POST programs/{id}/test/info: the hunter asks through a form. */
export const CreateTestInfoRequest = z.strictObject({ testForm: Id, message: Message });

/**
 * PUT programs/{id}/test/info/{infoId}. Organization: accept (idle; the message is the information),
 * reject (idle), update (accepted or finalized; new information), finalize and revoke (accepted).
 * DELETE with a message is the hunter's cancel (idle only).
 */
export const UpdateTestInfoRequest = z.strictObject({
  action: z.enum(["accept", "reject", "update", "finalize", "revoke"], {
    error: "Pick accept, reject, update, finalize or revoke.",
  }),
  message: Message,
});
export type UpdateTestInfoRequest = z.infer<typeof UpdateTestInfoRequest>;
export const CancelTestInfoRequest = z.strictObject({ message: Message });

/** Spec 2 §4: what a hunter sees on a request that is no longer active. */
export const TEST_INFO_STALE_TEXTS: Partial<Record<TestInfoStatus, string>> = {
  rejected: "Your request has been rejected",
  revoked: "Your request has been revoked",
  finalized: "Your testing information has been finalized.",
};

/** GET programs/{id}/test/info: the organization's list, newest first. */
export const ListTestInfoRequestsQuery = pagination(100, 20).extend({
  status: TestInfoStatus.optional(),
  testForm: Id.optional(),
  hunter: Id.optional(),
});
export type ListTestInfoRequestsQuery = z.infer<typeof ListTestInfoRequestsQuery>;
export const TestInfoRequestList = z.object({ data: z.array(TestInfoRequest), meta: ListMeta });

/** DELETE programs/{id}/test/forms/{formId}: the requests made through the form go with it. */
export const DeletedTestForm = z.object({
  data: z.object({ ok: z.literal(true), deletedRequests: z.number().int() }),
});
