import { escapeHtml } from "../../../lib/html.ts";
import type { Mail } from "../../../mail/mailer.ts";

/** A payout's outcome, to its hunter: transferred, or failed with staff's reason and the money back. */
export function payoutDecisionMail(p: {
  to: string;
  amount: string;
  link: string;
  paid: boolean;
  reason: string;
}): Mail {
  const subject = p.paid
    ? `Your withdrawal of ${p.amount} was transferred`
    : `Your withdrawal of ${p.amount} failed`;
  const lines = p.paid
    ? [`We transferred ${p.amount} to the payment method you gave.`]
    : [
        `We could not transfer ${p.amount}. The amount is back in your balance.`,
        "",
        "Reason:",
        p.reason,
        "",
        "Check your private information and payment method, then withdraw again.",
      ];
  const text = [...lines, "", "Your balance and history:", p.link].join("\n");
  const body = p.paid
    ? `<p>We transferred <strong>${escapeHtml(p.amount)}</strong> to the payment method you gave.</p>`
    : `<p>We could not transfer <strong>${escapeHtml(p.amount)}</strong>. The amount is back in your balance.</p>
<p>Reason:<br>${escapeHtml(p.reason).replaceAll("\n", "<br>")}</p>
<p>Check your private information and payment method, then withdraw again.</p>`;
  return {
    to: p.to,
    subject,
    text,
    html: `${body}\n<p><a href="${escapeHtml(p.link)}">Your balance and history</a></p>`,
  };
}
