import type { Language } from "@bounty/shared";
import { layoutSecurityMail, type RenderedMail } from "./layout.ts";

const signIn: Record<
  Language,
  (p: { phrase: string; minutes: number }) => {
    subject: string;
    paragraphs: string[];
    label: string;
    after: string;
  }
> = {
  en: (p) => ({
    subject: `Sign in to Bounty: ${p.phrase}`,
    paragraphs: [
      "Sign in to Bounty",
      `Security phrase: ${p.phrase}\nCheck that it matches the phrase on the screen where you asked to sign in.`,
    ],
    label: `Open this link to continue (valid for ${p.minutes} minutes, once)`,
    after: "If you did not ask to sign in, ignore this mail.",
  }),
  ja: (p) => ({
    subject: `Bounty へのサインイン: ${p.phrase}`,
    paragraphs: [
      "Bounty へのサインイン",
      `セキュリティフレーズ: ${p.phrase}\nサインインを求めた画面に表示されたフレーズと一致することを確認してください。`,
    ],
    label: `このリンクを開いて続けてください（${p.minutes} 分間、1 回限り有効）`,
    after: "サインインを求めていない場合は、このメールを無視してください。",
  }),
  fr: (p) => ({
    subject: `Connexion à Bounty : ${p.phrase}`,
    paragraphs: [
      "Connexion à Bounty",
      `Phrase de sécurité : ${p.phrase}\nVérifiez qu’elle correspond à la phrase affichée sur l’écran où vous avez demandé à vous connecter.`,
    ],
    label: `Ouvrez ce lien pour continuer (valable ${p.minutes} minutes, une seule fois)`,
    after: "Si vous n’avez pas demandé à vous connecter, ignorez cet e-mail.",
  }),
};

/** One mail for sign-in and sign-up alike, so its existence tells nothing about the account. */
export function signInMailWords(
  language: Language,
  p: { link: string; phrase: string; minutes: number },
): RenderedMail {
  const w = signIn[language](p);
  return layoutSecurityMail({
    subject: w.subject,
    paragraphs: w.paragraphs,
    action: { label: w.label, url: p.link },
    after: [w.after],
  });
}

const providerNames = { github: "GitHub", google: "Google" } as const;

const link: Record<
  Language,
  (
    name: string,
    to: string,
    minutes: number,
  ) => { subject: string; paragraphs: string[]; label: string; after: string }
> = {
  en: (name, to, minutes) => ({
    subject: `Connect ${name} to your Bounty account`,
    paragraphs: [
      `Connect ${name} to your Bounty account`,
      `Someone just signed in to Bounty with ${name}, and ${name} gave ${to}, the address of your Bounty account.`,
    ],
    label: `If it was you, open this link to connect that ${name} account to yours: from then on it signs you in (valid for ${minutes} minutes, once)`,
    after: "If it was not you, do not open the link: nothing changes, and the request expires on its own.",
  }),
  ja: (name, to, minutes) => ({
    subject: `${name} を Bounty アカウントに連携`,
    paragraphs: [
      `${name} を Bounty アカウントに連携`,
      `たった今、誰かが ${name} で Bounty にサインインし、${name} はあなたの Bounty アカウントのアドレス ${to} を伝えました。`,
    ],
    label: `あなた本人であれば、このリンクを開いてその ${name} アカウントを連携してください。以後、そのアカウントでサインインできます（${minutes} 分間、1 回限り有効）`,
    after: "あなたでない場合は、リンクを開かないでください。何も変わらず、依頼は自動的に失効します。",
  }),
  fr: (name, to, minutes) => ({
    subject: `Associer ${name} à votre compte Bounty`,
    paragraphs: [
      `Associer ${name} à votre compte Bounty`,
      `Quelqu’un vient de se connecter à Bounty avec ${name}, et ${name} a indiqué ${to}, l’adresse de votre compte Bounty.`,
    ],
    label: `Si c’était vous, ouvrez ce lien pour associer ce compte ${name} au vôtre : il vous connectera désormais (valable ${minutes} minutes, une seule fois)`,
    after: "Si ce n’était pas vous, n’ouvrez pas le lien : rien ne change, et la demande expire d’elle-même.",
  }),
};

/**
 * A provider sign-in asserted the address of an existing account: the identity joins the account
 * only if its owner opens this link. The mail says plainly what the link does and to leave it alone
 * if they did not just sign in, since opening it lets that provider account sign in as them.
 */
export function linkIdentityMailWords(
  language: Language,
  p: { to: string; provider: "github" | "google"; link: string; minutes: number },
): RenderedMail {
  const w = link[language](providerNames[p.provider], p.to, p.minutes);
  return layoutSecurityMail({
    subject: w.subject,
    paragraphs: w.paragraphs,
    action: { label: w.label, url: p.link },
    after: [w.after],
  });
}
