import { escapeHtml } from "../../../lib/html.ts";
import type { Mail } from "../../../mail/mailer.ts";

/**
 * Tells one of the program's staff a report arrived: its number, the program and a link. Never the
 * title or the description: an unpatched vulnerability does not travel by e-mail.
 */
export function reportSubmittedMail(p: ReportMailFacts): Mail {
  return reportMail(
    p,
    `New report #${p.number}: ${p.programName}`,
    `A new report (#${p.number}) was submitted to ${p.programName}.`,
  );
}

/** Where a report mail goes and what it may name: the report's number, its program and a link. */
export interface ReportMailFacts {
  to: string;
  programName: string;
  number: number;
  link: string;
}

function reportMail(p: ReportMailFacts, subject: string, what: string): Mail {
  const text = [what, "", "Sign in to read it:", p.link].join("\n");
  const html = `<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(p.link)}">Sign in to read it</a>.</p>`;
  return { to: p.to, subject, text, html };
}

/** A new message on a report: to the hunter when the organization wrote, to the staff when the hunter did. */
export const reportMessageMail = (p: ReportMailFacts, from: "hunter" | "member"): Mail =>
  reportMail(
    p,
    `New message on report #${p.number}: ${p.programName}`,
    from === "member"
      ? `${p.programName} wrote to you about your report #${p.number}.`
      : `The hunter wrote on report #${p.number} to ${p.programName}.`,
  );

/** The hunter's report changed state (its name only, as the state list names it). */
export const reportStateMail = (p: ReportMailFacts, state: string): Mail =>
  reportMail(
    p,
    `Report #${p.number} is now ${state}: ${p.programName}`,
    `${p.programName} moved your report #${p.number} to ${state}.`,
  );

/** The original of the hunter's duplicate report was resolved. */
export const originalResolvedMail = (p: ReportMailFacts, original: number): Mail =>
  reportMail(
    p,
    `The original of report #${p.number} was resolved: ${p.programName}`,
    `${p.programName} resolved report #${original}, of which your report #${p.number} is a duplicate.`,
  );

/** The hunter was rewarded (or a reward corrected) on a report: the amount and the program only. */
export const reportRewardMail = (p: ReportMailFacts, amount: string, correction: boolean): Mail =>
  reportMail(
    p,
    correction
      ? `A reward on report #${p.number} was corrected: ${p.programName}`
      : `You were rewarded ${amount} for report #${p.number}: ${p.programName}`,
    correction
      ? `${p.programName} corrected the reward of your report #${p.number} by ${amount}.`
      : `${p.programName} rewarded your report #${p.number} with ${amount}.`,
  );
