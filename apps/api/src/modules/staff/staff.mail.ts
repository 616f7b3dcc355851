import { escapeHtml } from "../../lib/html.ts";
import type { Mail } from "../../mail/mailer.ts";

/** The requester's answer to a vdp activation request: published, or not with staff's reason. */
export function activationDecisionMail(p: {
  to: string;
  programName: string;
  link: string;
  approved: boolean;
  reason: string;
}): Mail {
  const subject = p.approved
    ? `Your program ${p.programName} is published`
    : `Your program ${p.programName} was not published`;
  const lines = p.approved
    ? [`Platform staff approved your activation request: ${p.programName} is now open.`]
    : [
        `Platform staff did not publish ${p.programName}.`,
        "",
        "Reason:",
        p.reason,
        "",
        "Change the program and request activation again when it is ready.",
      ];
  const text = [...lines, "", "Open the program:", p.link].join("\n");
  const body = p.approved
    ? `<p>Platform staff approved your activation request: <strong>${escapeHtml(p.programName)}</strong> is now open.</p>`
    : `<p>Platform staff did not publish <strong>${escapeHtml(p.programName)}</strong>.</p>
<p>Reason:<br>${escapeHtml(p.reason).replaceAll("\n", "<br>")}</p>
<p>Change the program and request activation again when it is ready.</p>`;
  const html = `${body}\n<p><a href="${escapeHtml(p.link)}">Open the program</a></p>`;
  return { to: p.to, subject, text, html };
}
