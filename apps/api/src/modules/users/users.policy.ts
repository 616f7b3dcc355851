import type { Actor } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";

export const userActions = [
  "read",
  "readAccount",
  "readBalance",
  "update",
  "delete",
  "readSettings",
  "manageApiTokens",
  "readFinancial",
  "updateFinancial",
] as const;
export type UserAction = (typeof userActions)[number];

/** The part of a user row the rules look at. */
export interface UserResource {
  id: string;
}

/** A rule per action; `null` is an anonymous visitor. Pure: no I/O. */
export type Policy<R, A extends string> = Record<A, (actor: Actor | null, resource: R) => boolean>;

const isSelf = (a: Actor | null, u: UserResource) => a !== null && a.userId === u.id;
/** API keys are for hunting endpoints: managing the account needs a signed-in session. */
const isSelfInSession = (a: Actor | null, u: UserResource) => isSelf(a, u) && a?.via === "session";

/** Profiles are public; everything else about an account belongs to its owner alone. */
export const userPolicy: Policy<UserResource, UserAction> = {
  read: () => true,
  readAccount: isSelf,
  readBalance: isSelf,
  update: isSelfInSession,
  delete: isSelfInSession,
  readSettings: isSelfInSession,
  manageApiTokens: isSelfInSession,
  readFinancial: isSelfInSession,
  updateFinancial: isSelfInSession,
};

export const can = <R, A extends string>(
  actor: Actor | null,
  policy: Policy<R, A>,
  action: A,
  resource: R,
): boolean => policy[action](actor, resource);

/** Throws 401 for an anonymous caller and 403 for a signed-in one the policy refuses. */
export function authorize<R, A extends string>(
  actor: Actor | null,
  policy: Policy<R, A>,
  action: A,
  resource: R,
  message = "You can only manage your own account.",
): void {
  if (can(actor, policy, action, resource)) return;
  if (!actor) throw new AppError("unauthorized", "Please sign up/in to access the resource.");
  throw new AppError("forbidden", message);
}
