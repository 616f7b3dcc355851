import { type Language, languages } from "@bounty/shared";
import { and, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { linkIdentityMailWords, signInMailWords } from "./templates/security-mails.ts";

/** The language of the account that owns this verified address; English for an address not yet known. */
async function languageOf(db: DbOrTx, email: string): Promise<Language> {
  const [row] = await db
    .select({ settings: users.settings })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNotNull(users.emailVerifiedAt)));
  const language = row?.settings.language;
  return language && (languages as readonly string[]).includes(language) ? language : "en";
}

/**
 * A sign-in link, on the security queue. One mail for sign-in and sign-up alike, so its existence
 * tells nothing about the account; sent at once, since the person waits on the screen for it.
 */
export async function sendSignInMail(
  deps: { db: DbOrTx; jobs: Pick<Jobs, "sendSecurityMail"> },
  p: { to: string; link: string; phrase: string; minutes: number },
): Promise<void> {
  const words = signInMailWords(await languageOf(deps.db, p.to), p);
  await deps.jobs.sendSecurityMail({ to: p.to, ...words, security: true });
}

/** The owner's confirmation that a provider identity may join their account, on the security queue. */
export async function sendLinkIdentityMail(
  deps: { db: DbOrTx; jobs: Pick<Jobs, "sendSecurityMail"> },
  p: { to: string; provider: "github" | "google"; link: string; minutes: number },
): Promise<void> {
  const words = linkIdentityMailWords(await languageOf(deps.db, p.to), p);
  await deps.jobs.sendSecurityMail({ to: p.to, ...words, security: true });
}
