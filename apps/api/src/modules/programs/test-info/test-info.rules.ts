import { ACTIVE_TEST_INFO_STATUSES, type TestInfoAction, type TestInfoStatus } from "@bounty/shared";
import { AppError } from "../../../http/errors.ts";

/** The actions on an existing request: the hunter's cancel and the organization's five. */
export type TestInfoChange = Exclude<TestInfoAction, "request">;

/** How a status reads in messages ("idle" is shown as Requesting, spec §4). */
export const testInfoStatusLabels: Record<TestInfoStatus, string> = {
  idle: "requesting",
  accepted: "accepted",
  rejected: "rejected",
  revoked: "revoked",
  finalized: "finalized",
  cancelled: "cancelled",
};

/**
 * Spec 2 §4: cancel only while idle; idle requests are accepted or rejected; accepted and
 * finalized ones get new information; accepted ones are finalized or revoked. `to: null` keeps
 * the status.
 */
export const testInfoTransitions: Record<
  TestInfoChange,
  { from: readonly TestInfoStatus[]; to: TestInfoStatus | null; refusal: string }
> = {
  cancel: { from: ["idle"], to: "cancelled", refusal: "Only a pending request can be cancelled." },
  accept: { from: ["idle"], to: "accepted", refusal: "Only a pending request can be accepted" },
  reject: { from: ["idle"], to: "rejected", refusal: "Only a pending request can be rejected" },
  update: {
    from: ["accepted", "finalized"],
    to: null,
    refusal: "Only an accepted or finalized request can be updated",
  },
  finalize: { from: ["accepted"], to: "finalized", refusal: "Only an accepted request can be finalized" },
  revoke: { from: ["accepted"], to: "revoked", refusal: "Only an accepted request can be revoked" },
};

/** The 409 message for an action the current status refuses; the organization's name the status. */
export function refusalOf(current: TestInfoStatus, action: TestInfoChange): string {
  const { refusal } = testInfoTransitions[action];
  return action === "cancel" ? refusal : `${refusal}; this one is ${testInfoStatusLabels[current]}.`;
}

/** The status after the action, or a 409 naming the current one. */
export function nextTestInfoStatus(current: TestInfoStatus, action: TestInfoChange): TestInfoStatus {
  const rule = testInfoTransitions[action];
  if (!rule.from.includes(current)) throw new AppError("conflict", refusalOf(current, action));
  return rule.to ?? current;
}

/** The information after the action: accept and update give it (the message); the others keep it. */
export const contentAfter = (action: TestInfoChange, current: string, message: string): string =>
  action === "accept" || action === "update" ? message : current;

/** Idle and accepted requests are active: a hunter asks anew through a form only when none is. */
export const isActiveTestInfo = (status: TestInfoStatus): boolean =>
  ACTIVE_TEST_INFO_STATUSES.includes(status);

/** The hunter reads the information only while it stands: accepted or finalized. */
export const hunterSeesContent = (status: TestInfoStatus): boolean =>
  status === "accepted" || status === "finalized";

export const ACTIVE_REQUEST_TAKEN = "You already have an active request for this form.";

/**
 * Who cancels a request: the hunter who made it. The organization sees the request, so it is told why
 * (a 403 with this text); anyone else learns nothing ("hidden": the 404 of a request not found).
 */
export function refuseCancelTestInfo(
  request: { hunterId: string },
  callerId: string,
  organizationSees: boolean,
): string | "hidden" | null {
  if (request.hunterId === callerId) return null;
  return organizationSees ? "Only the hunter who made the request can cancel it." : "hidden";
}
