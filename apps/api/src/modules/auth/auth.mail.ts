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
  return { to: p.to, subject: `Sign in to Bounty: ${p.phrase}`, text, html, security: true };
}

const providerNames = { github: "GitHub", google: "Google" } as const;

/**
 * A provider sign-in asserted the address of an existing account: the identity joins the account
 * only if its owner opens this link. The mail says plainly what the link does and to leave it alone
 * if they did not just sign in, since opening it lets that provider account sign in as them.
 */
export function linkIdentityMail(p: {
  to: string;
  provider: "github" | "google";
  link: string;
  minutes: number;
}): Mail {
  const name = providerNames[p.provider];
  const text = [
    `Connect ${name} to your Bounty account`,
    "",
    `Someone just signed in to Bounty with ${name}, and ${name} gave ${p.to}, the address of your Bounty account.`,
    `If it was you, open this link to connect that ${name} account to yours: from then on it signs you in (valid for ${p.minutes} minutes, once):`,
    p.link,
    "",
    "If it was not you, do not open the link: nothing changes, and the request expires on its own.",
  ].join("\n");
  const html = `<p>Connect ${name} to your Bounty account</p>
<p>Someone just signed in to Bounty with ${name}, and ${name} gave <strong>${escapeHtml(p.to)}</strong>, the address of your Bounty account.</p>
<p>If it was you, <a href="${escapeHtml(p.link)}">connect that ${name} account to yours</a>: from then on it signs you in (valid for ${p.minutes} minutes, once).</p>
<p>If it was not you, do not open the link: nothing changes, and the request expires on its own.</p>`;
  return { to: p.to, subject: `Connect ${name} to your Bounty account`, text, html, security: true };
}
