import { z } from "zod";
import { Id, RowId, Timestamp } from "./common.ts";

/** Issue 46: how many recovery codes a set holds, and how recent a "recent verification" is. */
export const RECOVERY_CODE_COUNT = 10;
export const RECENT_VERIFICATION_MINUTES = 10;
/** Wrong second-factor answers an account may give before it must wait (across every instance). */
export const FACTOR_ATTEMPTS = 5;
export const FACTOR_ATTEMPT_WINDOW_MINUTES = 15;

export const SecondFactorKind = z.enum(["totp", "passkey"]);
export type SecondFactorKind = z.infer<typeof SecondFactorKind>;

export const SecondFactor = z.object({
  id: RowId,
  kind: SecondFactorKind,
  name: z.string(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp.nullable(),
});
export type SecondFactor = z.infer<typeof SecondFactor>;

/** Settings → Security: the factors, the recovery codes left, and whether this account must hold one. */
export const SecurityOverview = z.object({
  factors: z.array(SecondFactor),
  recoveryCodesLeft: z.int(),
  /** Platform staff must hold a second factor to use the staff tools. */
  required: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

export const FactorName = z.string().trim().min(1, "Give it a name.").max(60, "Use at most 60 characters.");

/** A six-digit authenticator code, or a recovery code (letters and digits, dashes ignored). */
export const FactorCode = z.string().trim().min(6, "Enter the code.").max(24, "That is not a code.");

export const StartTotp = z.strictObject({ name: FactorName.optional() });
/** A new authenticator app: the secret to type and its QR code (SVG), until its first code confirms it. */
export const TotpSetup = z.object({
  id: RowId,
  secret: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetup>;

export const ConfirmTotp = z.strictObject({ code: FactorCode });
export type ConfirmTotp = z.infer<typeof ConfirmTotp>;

/**
 * WebAuthn options and responses as the browser library passes them (the JSON forms WebAuthn Level 3
 * defines); the server library checks every field.
 */
export const WebAuthnJson = z.record(z.string(), z.unknown()).meta({
  description: "A WebAuthn options or credential object in its JSON form (WebAuthn Level 3).",
});
export type WebAuthnJson = z.infer<typeof WebAuthnJson>;

export const AddPasskey = z.strictObject({ name: FactorName, response: WebAuthnJson });
export type AddPasskey = z.infer<typeof AddPasskey>;

export const RenameFactor = z.strictObject({ name: FactorName });

export const RecoveryCodes = z.object({ codes: z.array(z.string()) });

/** A proof of a second factor: a code (authenticator or recovery), or a passkey's assertion. */
export const FactorProof = z
  .strictObject({ code: FactorCode.optional(), passkey: WebAuthnJson.optional() })
  .refine((p) => (p.code === undefined) !== (p.passkey === undefined), {
    error: "Send a code or a passkey, not both.",
  });
export type FactorProof = z.infer<typeof FactorProof>;

/** What the second-factor step offers: the kinds the account holds, and a passkey challenge. */
export const FactorChallenge = z.object({
  totp: z.boolean(),
  passkey: z.boolean(),
  recovery: z.boolean(),
  passkeyOptions: WebAuthnJson.nullable(),
});
export type FactorChallenge = z.infer<typeof FactorChallenge>;

export const SecondFactorAnswer = z.strictObject({
  request: Id,
  code: FactorCode.optional(),
  passkey: WebAuthnJson.optional(),
});
export type SecondFactorAnswer = z.infer<typeof SecondFactorAnswer>;

export const PasskeySignInStart = z.object({ request: RowId, options: WebAuthnJson });
export const PasskeySignIn = z.strictObject({ request: Id, response: WebAuthnJson });
export type PasskeySignIn = z.infer<typeof PasskeySignIn>;

export const SignInMethod = z.enum(["email", "github", "google", "passkey"]);

/** One of the person's sign-ins, as Settings → Security lists it. */
export const AccountSession = z.object({
  id: RowId,
  current: z.boolean(),
  method: SignInMethod.nullable(),
  secondFactor: z.enum(["totp", "passkey", "recovery"]).nullable(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: Timestamp,
  lastUsedAt: Timestamp,
});
export type AccountSession = z.infer<typeof AccountSession>;

/** The account's security history (issue 46): how its guard changed, newest first. */
export const SECURITY_HISTORY_TYPES = [
  "user.factor.added",
  "user.factor.removed",
  "user.recovery_codes.created",
  "user.recovery_code.used",
  "user.signed_in.new_browser",
] as const;
export const SECURITY_HISTORY_LENGTH = 20;

export const SecurityHistoryEntry = z.object({
  id: RowId,
  type: z.enum(SECURITY_HISTORY_TYPES),
  at: Timestamp,
  /** The event's own facts, as its catalog entry gives them (a factor's kind and name, an IP…). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type SecurityHistoryEntry = z.infer<typeof SecurityHistoryEntry>;
