// The session feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { completeSignIn } from "./api/complete-sign-in.ts";
export { currentUserKey, currentUserQuery, useCurrentUser } from "./api/current-user.ts";
export { useSignOut } from "./api/use-sign-out.ts";
