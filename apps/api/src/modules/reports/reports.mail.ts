import { escapeHtml } from "../../lib/html.ts";
import type { Mail } from "../../mail/mailer.ts";

/**
 * Tells one of the program's staff a report arrived: its number, the program and a link. Never the
 * title or the description: an unpatched vulnerability does not travel by e-mail.
 */
export function reportSubmittedMail(p: {
  to: string;
  programName: string;
  number: number;
  link: string;
}): Mail {
  const what = `A new report (#${p.number}) was submitted to ${p.programName}.`;
  const text = [what, "", "Sign in to read it:", p.link].join("\n");
  const html = `<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(p.link)}">Sign in to read it</a>.</p>`;
  return { to: p.to, subject: `New report #${p.number}: ${p.programName}`, text, html };
}
