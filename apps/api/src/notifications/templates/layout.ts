import type { Language, MailReason } from "@bounty/shared";
import { escapeHtml } from "../../lib/html.ts";

/** What a template says: the subject, its paragraphs, and the one link the mail is for. */
export interface MailWords {
  subject: string;
  paragraphs: string[];
  action: { label: string; url: string };
}

/** Why a notification came, by the preference that turns it off (the line under every one). */
const why: Record<MailReason, Record<Language, string>> = {
  security: {
    en: "You get this mail because it is about your account's security. It cannot be turned off: if this was not you, sign in and check Settings → Security at once.",
    ja: "アカウントのセキュリティに関するお知らせのため、このメールが届いています。配信停止はできません。心当たりがない場合は、すぐにサインインして「設定 → セキュリティ」を確認してください。",
    fr: "Vous recevez cet e-mail parce qu’il concerne la sécurité de votre compte. Il ne peut pas être désactivé : si ce n’était pas vous, connectez-vous et vérifiez Paramètres → Sécurité sans attendre.",
  },
  reportReplies: {
    en: "You get this mail because you take part in this report's conversation.",
    ja: "このレポートのやり取りに参加しているため、このメールが届いています。",
    fr: "Vous recevez cet e-mail parce que vous participez à la conversation de ce rapport.",
  },
  reportUpdates: {
    en: "You get this mail because you sent this report.",
    ja: "このレポートを送信したため、このメールが届いています。",
    fr: "Vous recevez cet e-mail parce que vous avez envoyé ce rapport.",
  },
  programReports: {
    en: "You get this mail because you manage this program.",
    ja: "このプログラムを管理しているため、このメールが届いています。",
    fr: "Vous recevez cet e-mail parce que vous gérez ce programme.",
  },
  responseTargets: {
    en: "You get this mail because you manage programs with response targets.",
    ja: "応答目標のあるプログラムを管理しているため、このメールが届いています。",
    fr: "Vous recevez cet e-mail parce que vous gérez des programmes ayant des objectifs de réponse.",
  },
  applications: {
    en: "You get this mail because an organization on Bounty changed your place in one of its programs or answered your request.",
    ja: "Bounty の組織が、プログラムへのあなたの参加状況を変更したか、あなたの依頼に回答したため、このメールが届いています。",
    fr: "Vous recevez cet e-mail parce qu’une organisation sur Bounty a changé votre place dans l’un de ses programmes ou a répondu à votre demande.",
  },
  accountUpdates: {
    en: "You get this mail because it is about your account: your withdrawals, or a program you asked to publish.",
    ja: "あなたのアカウント（出金、または公開を申請したプログラム）に関するお知らせのため、このメールが届いています。",
    fr: "Vous recevez cet e-mail parce qu’il concerne votre compte : vos retraits, ou un programme dont vous avez demandé la publication.",
  },
};

const footer: Record<Language, { never: string; off: string }> = {
  en: {
    never: "Bounty never asks for a password, a payment or your bank details by e-mail.",
    off: "Stop these mails",
  },
  ja: {
    never: "Bounty がメールでパスワード、支払い、口座情報を求めることはありません。",
    off: "このメールの配信を停止する",
  },
  fr: {
    never:
      "Bounty ne vous demande jamais de mot de passe, de paiement ni vos coordonnées bancaires par e-mail.",
    off: "Ne plus recevoir ces e-mails",
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A notification's text and HTML: the words, the link, then why it came, the line that Bounty never
 * asks for secrets by mail, and the link that turns this kind of mail off.
 */
export function layoutNotification(
  words: MailWords,
  opts: { language: Language; preference: MailReason; unsubscribeUrl: string | null },
): RenderedMail {
  const reason = why[opts.preference][opts.language];
  const end = footer[opts.language];
  const text = [
    ...words.paragraphs.flatMap((p) => [p, ""]),
    `${words.action.label}:`,
    words.action.url,
    "",
    "--",
    reason,
    end.never,
    ...(opts.unsubscribeUrl ? [`${end.off}: ${opts.unsubscribeUrl}`] : []),
  ].join("\n");
  const off = opts.unsubscribeUrl
    ? `<br><a href="${escapeHtml(opts.unsubscribeUrl)}">${escapeHtml(end.off)}</a>`
    : "";
  const html = `${words.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`).join("\n")}
<p><a href="${escapeHtml(words.action.url)}">${escapeHtml(words.action.label)}</a></p>
<hr>
<p style="color:#666">${escapeHtml(reason)}<br>${escapeHtml(end.never)}${off}</p>`;
  return { subject: words.subject, text, html };
}

/** A security mail: no reason line and no way out, since the person asked for it just now. */
export function layoutSecurityMail(words: MailWords & { after?: string[] }): RenderedMail {
  const text = [
    ...words.paragraphs.flatMap((p) => [p, ""]),
    `${words.action.label}:`,
    words.action.url,
    ...(words.after ?? []).flatMap((p) => ["", p]),
  ].join("\n");
  const html = `${words.paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`).join("\n")}
<p><a href="${escapeHtml(words.action.url)}">${escapeHtml(words.action.label)}</a></p>
${(words.after ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}`;
  return { subject: words.subject, text, html };
}
