import { escapeHtml } from "../../../lib/html.ts";
import type { Mail } from "../../../mail/mailer.ts";
import { subjectName } from "../../../mail/outsider-mail.ts";

export type ApplicationDecision = "approved" | "added" | "rejected" | "removed";

const lines: Record<ApplicationDecision, { subject: string; line: string }> = {
  approved: { subject: "You joined", line: "approved your application to its program" },
  added: { subject: "You joined", line: "added you to its program" },
  rejected: { subject: "Application declined", line: "declined your application to its program" },
  removed: { subject: "Removed from", line: "removed you from its program" },
};

/** Why the mail came, under every one: the program's name is the organization's text, not ours. */
const WHY =
  "You get this mail because an organization on Bounty changed your place in one of its programs. " +
  "Bounty never asks for a password, a payment or your bank details by e-mail.";

/**
 * Tells a hunter the organization decided on their application (their `applications` preference).
 * The program's name is shortened in the subject, and is never the mail's only text.
 */
export function applicationMail(p: {
  to: string;
  decision: ApplicationDecision;
  programName: string;
  organizationName: string;
  link: string;
}): Mail {
  const { subject, line } = lines[p.decision];
  const what = `${p.organizationName} ${line} “${p.programName}”.`;
  const text = [what, "", `Open the program: ${p.link}`, "", WHY].join("\n");
  const html = `<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(p.link)}">Open the program</a></p>
<p style="color:#666">${escapeHtml(WHY)}</p>`;
  return { to: p.to, subject: `${subject}: ${subjectName(p.programName)}`, text, html };
}
