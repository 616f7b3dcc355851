import { MAX_API_TOKENS } from "@bounty/shared";
import type { Policy } from "../../http/abilities.ts";
import type { Actor } from "../../http/auth.ts";

export const userActions = [
  "read",
  "readAccount",
  "readBalance",
  "update",
  "delete",
  "readSettings",
  "manageApiTokens",
  "manageSecurity",
  "readFinancial",
  "updateFinancial",
] as const;
export type UserAction = (typeof userActions)[number];

/** The part of a user row the rules look at. */
export interface UserResource {
  id: string;
}

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
  manageSecurity: isSelfInSession,
  readFinancial: isSelfInSession,
  updateFinancial: isSelfInSession,
};

/** Why the owner may not create another API key while holding `held`, or null. */
export const refuseNewApiToken = (held: number): string | null =>
  held >= MAX_API_TOKENS
    ? `You can hold at most ${MAX_API_TOKENS} API keys. Revoke one before creating another.`
    : null;
