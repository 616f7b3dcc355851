import type { Language } from "@bounty/shared";
import type { MailWords } from "./layout.ts";

export type FactorChange = "added" | "removed" | "codesCreated" | "codeUsed";

const kinds: Record<Language, Record<"totp" | "passkey", string>> = {
  en: { totp: "authenticator app", passkey: "passkey" },
  ja: { totp: "認証アプリ", passkey: "パスキー" },
  fr: { totp: "application d’authentification", passkey: "clé d’accès" },
};

const words: Record<Language, Record<FactorChange, [string, string]> & { check: string; action: string }> = {
  en: {
    added: [
      "A {kind} was added to your account",
      "The {kind} “{name}” can now sign in to your Bounty account.",
    ],
    removed: [
      "A {kind} was removed from your account",
      "The {kind} “{name}” can no longer sign in to your Bounty account.",
    ],
    codesCreated: [
      "New recovery codes for your account",
      "{count} new recovery codes were made for your account. The earlier ones no longer work.",
    ],
    codeUsed: [
      "A recovery code of your account was used",
      "One of your account's recovery codes was used to confirm it is you. {count} are left.",
    ],
    check: "If this was not you, sign in, end the sessions you do not know and change your factors at once.",
    action: "Your account's security",
  },
  ja: {
    added: [
      "アカウントに{kind}が追加されました",
      "{kind}「{name}」で Bounty アカウントにサインインできるようになりました。",
    ],
    removed: [
      "アカウントから{kind}が削除されました",
      "{kind}「{name}」では Bounty アカウントにサインインできなくなりました。",
    ],
    codesCreated: [
      "アカウントの新しいリカバリーコード",
      "新しいリカバリーコードが {count} 個作成されました。以前のコードは使えなくなりました。",
    ],
    codeUsed: [
      "アカウントのリカバリーコードが使われました",
      "ご本人確認のためにリカバリーコードの 1 つが使われました。残りは {count} 個です。",
    ],
    check:
      "心当たりがない場合は、サインインして身に覚えのないセッションを終了し、すぐに認証要素を変更してください。",
    action: "アカウントのセキュリティ",
  },
  fr: {
    added: [
      "Une {kind} a été ajoutée à votre compte",
      "La {kind} « {name} » peut désormais vous connecter à votre compte Bounty.",
    ],
    removed: [
      "Une {kind} a été retirée de votre compte",
      "La {kind} « {name} » ne peut plus vous connecter à votre compte Bounty.",
    ],
    codesCreated: [
      "De nouveaux codes de secours pour votre compte",
      "{count} nouveaux codes de secours ont été créés pour votre compte. Les précédents ne fonctionnent plus.",
    ],
    codeUsed: [
      "Un code de secours de votre compte a été utilisé",
      "L’un des codes de secours de votre compte a servi à confirmer que c’est vous. Il en reste {count}.",
    ],
    check:
      "Si ce n’était pas vous, connectez-vous, fermez les sessions que vous ne reconnaissez pas et changez vos facteurs sans attendre.",
    action: "La sécurité de votre compte",
  },
};

/** A change to how the account is guarded, to its owner: what changed, and what to do if it was not them. */
export function factorChangeWords(
  language: Language,
  f: { change: FactorChange; kind?: "totp" | "passkey"; name?: string; count?: number; link: string },
): MailWords {
  const t = words[language];
  const fill = (s: string) =>
    s
      .replaceAll("{kind}", f.kind ? kinds[language][f.kind] : "")
      .replaceAll("{name}", f.name ?? "")
      .replaceAll("{count}", String(f.count ?? 0));
  const [subject, body] = t[f.change];
  return {
    subject: fill(subject),
    paragraphs: [fill(body), t.check],
    action: { label: t.action, url: f.link },
  };
}

const newBrowser: Record<
  Language,
  { subject: string; body: string; unknown: string; check: string; action: string }
> = {
  en: {
    subject: "New sign-in to your Bounty account",
    body: "Someone signed in to your account from {browser} ({ip}), a browser your account had not used before.",
    unknown: "an unknown browser",
    check:
      "If it was you, there is nothing to do. If not, sign that session out in Settings → Security, change your factors and secure your e-mail account.",
    action: "Where you are signed in",
  },
  ja: {
    subject: "Bounty アカウントへの新しいサインイン",
    body: "これまで使われていないブラウザー {browser}（{ip}）からアカウントにサインインされました。",
    unknown: "不明なブラウザー",
    check:
      "ご自身であれば対応は不要です。心当たりがない場合は「設定 → セキュリティ」でそのセッションをサインアウトし、認証要素を変更し、メールアカウントを保護してください。",
    action: "サインイン中の場所",
  },
  fr: {
    subject: "Nouvelle connexion à votre compte Bounty",
    body: "Quelqu’un s’est connecté à votre compte depuis {browser} ({ip}), un navigateur que votre compte n’avait jamais utilisé.",
    unknown: "un navigateur inconnu",
    check:
      "Si c’était vous, rien à faire. Sinon, déconnectez cette session dans Paramètres → Sécurité, changez vos facteurs et sécurisez votre compte e-mail.",
    action: "Où vous êtes connecté",
  },
};

/** A sign-in from a browser the account had not used: where from, and what to do if it was not them. */
export function newBrowserWords(
  language: Language,
  f: { browser: string | null; system: string | null; ip: string | null; link: string },
): MailWords {
  const t = newBrowser[language];
  const where = [f.browser, f.system].filter(Boolean).join(" / ") || t.unknown;
  return {
    subject: t.subject,
    paragraphs: [t.body.replace("{browser}", where).replace("{ip}", f.ip ?? "?"), t.check],
    action: { label: t.action, url: f.link },
  };
}
