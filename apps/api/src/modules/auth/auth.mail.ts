import { escapeHtml } from "../../lib/html.ts";
import type { Mail } from "../../mail/mailer.ts";

/** One mail for sign-in and sign-up alike, so its existence tells nothing about the account. */
export function signInMail(p: { to: string; link: string; phrase: string; minutes: number }): Mail {
  const text = [
    "Sign in to Bounty",
    "",
    `Security phrase: ${p.phrase}`,
    "Check that it matches the phrase on the screen where you asked to sign in.",
    "",
    `Open this link to continue (valid for ${p.minutes} minutes, once):`,
    p.link,
    "",
    "If you did not ask to sign in, ignore this mail.",
  ].join("\n");
  const html = `<p>Sign in to Bounty</p>
<p>Security phrase: <strong>${escapeHtml(p.phrase)}</strong><br>Check that it matches the phrase on the screen where you asked to sign in.</p>
<p><a href="${escapeHtml(p.link)}">Continue signing in</a> (valid for ${p.minutes} minutes, once)</p>
<p>If you did not ask to sign in, ignore this mail.</p>`;
  return { to: p.to, subject: `Sign in to Bounty: ${p.phrase}`, text, html };
}
