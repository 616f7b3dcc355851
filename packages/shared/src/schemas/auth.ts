import { z } from "zod";
import { RowId } from "./common.ts";
import { FactorChallenge } from "./security.ts";

export const AuthStrategy = z.enum(["email", "github", "google"]);
export type AuthStrategy = z.infer<typeof AuthStrategy>;

export const AuthMode = z.enum(["login", "signup"]);
export type AuthMode = z.infer<typeof AuthMode>;

export const RequestLogin = z.strictObject({
  strategy: AuthStrategy,
  email: z.email().max(254).optional(),
  mode: AuthMode.default("login"),
  name: z.string().trim().max(64).optional(),
});
export type RequestLogin = z.infer<typeof RequestLogin>;

/** A login request as its requester sees it; `action` is the provider URL to open, or null for e-mail. */
export const LoginRequest = z.object({
  id: RowId,
  strategy: AuthStrategy,
  state: z.string(),
  securityPhrase: z.string().nullable(),
  isSignup: z.boolean(),
  action: z.string().nullable(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenPair = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

/** Tokens as answered: the refresh token is absent when it went to the cookie. */
export const IssuedTokens = z.object({ token: z.string(), refreshToken: z.string().optional() });
export type IssuedTokens = z.infer<typeof IssuedTokens>;

export const TokenPoll = z.discriminatedUnion("status", [
  z.object({ status: z.literal("pending") }),
  z.object({ status: z.literal("confirmed"), token: z.string(), refreshToken: z.string().optional() }),
  // The first factor passed; the account's second factor is asked next (POST /auth/second-factor).
  z.object({ status: z.literal("second_factor"), challenge: FactorChallenge }),
]);
export type TokenPoll = z.infer<typeof TokenPoll>;

/** API clients send the refresh token; the web app sends none and its cookie is read. */
export const RefreshTokens = z.strictObject({ refreshToken: z.string().min(1).max(200).optional() });
export type RefreshTokens = z.infer<typeof RefreshTokens>;

export const ConfirmLogin = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000),
});
export type ConfirmLogin = z.infer<typeof ConfirmLogin>;
