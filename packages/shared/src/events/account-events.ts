import { z } from "zod";
import { ResponseTarget, TARGET_DIGEST_LINES } from "../schemas/response-targets.ts";
import { event } from "./define.ts";

const factor = z.strictObject({ kind: z.enum(["totp", "passkey"]), name: z.string() });
const security = { mail: { to: "subject", preference: "security" } } as const;

const payout = z.strictObject({ payoutId: z.string(), amount: z.number().int() });

/** Events of one person's account, outside any organization. */
export const accountEvents = {
  // The operator's command (`npm run staff`): `by` says how it was given.
  "platform.staff.granted": event(
    "user",
    z.strictObject({ email: z.string().nullable(), by: z.string() }),
    {},
  ),
  "platform.staff.revoked": event(
    "user",
    z.strictObject({ email: z.string().nullable(), by: z.string() }),
    {},
  ),
  // Platform staff settled a withdrawal: transferred, or failed with the money back in the balance.
  "user.payout.paid": event("user", payout, { mail: { to: "subject", preference: "accountUpdates" } }),
  "user.payout.failed": event("user", payout.extend({ reason: z.string() }), {
    mail: { to: "subject", preference: "accountUpdates" },
  }),
  // Issue 30's daily digest to a program's staff: its open reports past their response target.
  "user.targets.overdue": event(
    "user",
    z.strictObject({
      day: z.string(),
      total: z.number().int(),
      reports: z
        .array(
          z.strictObject({
            organizationId: z.string(),
            programId: z.string(),
            reportId: z.string(),
            number: z.number().int(),
            target: ResponseTarget,
            dueAt: z.string(),
          }),
        )
        .max(TARGET_DIGEST_LINES),
    }),
    { mail: { to: "subject", preference: "responseTargets" } },
  ),
  // Issue 46: the account's second factors. Each mails its person, whatever their settings.
  "user.factor.added": event("user", factor, security),
  "user.factor.removed": event("user", factor, security),
  "user.recovery_codes.created": event("user", z.strictObject({ count: z.number().int() }), security),
  "user.recovery_code.used": event("user", z.strictObject({ left: z.number().int() }), security),
  // A person's API keys (issue 46's audit log): the key's last four characters name it.
  "user.api_key.created": event("user", z.strictObject({ keyId: z.string(), lastFour: z.string() }), {}),
  "user.api_key.revoked": event("user", z.strictObject({ keyId: z.string(), lastFour: z.string() }), {}),
  // A sign-in from a browser none of the person's earlier sign-ins used.
  "user.signed_in.new_browser": event(
    "user",
    z.strictObject({
      browser: z.string().nullable(),
      system: z.string().nullable(),
      ip: z.string().nullable(),
      method: z.string().nullable(),
    }),
    security,
  ),
} as const;
