import type { LoginRequest } from "@bounty/shared";

/** A sign-in asked for and not yet confirmed: what the waiting panel shows and polls. */
export interface PendingLogin {
  request: LoginRequest;
  email?: string;
}
