import { escapeHtml } from "../../../lib/html.ts";
import type { Mail } from "../../../mail/mailer.ts";
import { subjectName } from "../../../mail/outsider-mail.ts";
import type { TestInfoChange } from "./test-info.rules.ts";

export type OrganizationTestInfoAction = Exclude<TestInfoChange, "cancel">;

const sentences: Record<OrganizationTestInfoAction, { subject: string; line: string }> = {
  accept: { subject: "accepted", line: "accepted your test-information request" },
  reject: { subject: "rejected", line: "rejected your test-information request" },
  update: { subject: "updated", line: "updated the test information of your request" },
  finalize: { subject: "finalized", line: "finalized the test information of your request" },
  revoke: { subject: "revoked", line: "revoked your test-information request" },
};

/**
 * Tells the hunter the organization acted on their request. Test information may hold credentials,
 * so neither the information nor the organization's message is in the mail: the hunter signs in.
 */
export function testInfoMail(p: {
  to: string;
  action: OrganizationTestInfoAction;
  programName: string;
  formTitle: string;
  link: string;
}): Mail {
  const { subject, line } = sentences[p.action];
  const what = `${p.programName} ${line} “${p.formTitle}”.`;
  const why =
    "You get this mail because you asked this program for test information on Bounty. " +
    "Bounty never asks for a password, a payment or your bank details by e-mail.";
  const text = [what, "", "Sign in to read it on the program's page:", p.link, "", why].join("\n");
  const html = `<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(p.link)}">Sign in to read it</a> on the program's page.</p>
<p style="color:#666">${escapeHtml(why)}</p>`;
  return { to: p.to, subject: `Test information ${subject}: ${subjectName(p.programName)}`, text, html };
}
