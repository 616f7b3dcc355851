// The users feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { type BillingRow, findBilling, findPrivateInfo, type PrivateInfoRow } from "./account.repository.ts";
export { toUserPerson, userIconUrl } from "./users.presenter.ts";
export {
  createUser,
  findUser,
  findUserByUniqueName,
  findUserByVerifiedEmail,
  markEmailVerified,
  type UserRow,
} from "./users.repository.ts";
export { getAuthorizedUser } from "./users.service.ts";
