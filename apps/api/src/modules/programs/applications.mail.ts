import { escapeHtml } from "../../lib/html.ts";
import type { Mail } from "../../mail/mailer.ts";

export type ApplicationDecision = "approved" | "rejected" | "removed";

const lines: Record<ApplicationDecision, { subject: string; line: string }> = {
  approved: { subject: "You joined", line: "approved your application: you joined the program." },
  rejected: { subject: "Application declined", line: "declined your application to the program." },
  removed: { subject: "Removed from", line: "removed you from the program." },
};

/** Tells a hunter the organization decided on their application (their `applications` preference). */
export function applicationMail(p: {
  to: string;
  decision: ApplicationDecision;
  programName: string;
  organizationName: string;
  link: string;
}): Mail {
  const { subject, line } = lines[p.decision];
  const what = `${p.organizationName} ${line}`;
  const text = [`${p.programName}: ${what}`, "", p.link].join("\n");
  const html = `<p><strong>${escapeHtml(p.programName)}</strong>: ${escapeHtml(what)}</p>
<p><a href="${escapeHtml(p.link)}">Open the program</a></p>`;
  return { to: p.to, subject: `${subject}: ${p.programName}`, text, html };
}
