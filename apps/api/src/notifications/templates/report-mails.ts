import { type Language, REPORT_STATE_NAMES, type ReportState } from "@bounty/shared";
import type { MailWords } from "./layout.ts";

/**
 * Report mails name the report's number, its program and a link, never the title or the words: an
 * unpatched vulnerability does not travel by e-mail.
 */
export interface ReportFacts {
  programName: string;
  number: number;
  link: string;
}

type Words = (f: ReportFacts) => Omit<MailWords, "action">;
const signIn: Record<Language, string> = {
  en: "Sign in to read it",
  ja: "サインインして読む",
  fr: "Connectez-vous pour le lire",
};
const withLink =
  (words: Words, language: Language) =>
  (f: ReportFacts): MailWords => ({
    ...words(f),
    action: { label: signIn[language], url: f.link },
  });

const submitted: Record<Language, Words> = {
  en: (f) => ({
    subject: `New report #${f.number}: ${f.programName}`,
    paragraphs: [`A new report (#${f.number}) was submitted to ${f.programName}.`],
  }),
  ja: (f) => ({
    subject: `新しいレポート #${f.number}: ${f.programName}`,
    paragraphs: [`${f.programName} に新しいレポート（#${f.number}）が送信されました。`],
  }),
  fr: (f) => ({
    subject: `Nouveau rapport n°${f.number} : ${f.programName}`,
    paragraphs: [`Un nouveau rapport (n°${f.number}) a été soumis à ${f.programName}.`],
  }),
};

/** To one of the program's staff: a report arrived. */
export const reportSubmittedWords = (language: Language) => withLink(submitted[language], language);

const message: Record<Language, (from: "hunter" | "member") => Words> = {
  en: (from) => (f) => ({
    subject: `New message on report #${f.number}: ${f.programName}`,
    paragraphs: [
      from === "member"
        ? `${f.programName} wrote to you about your report #${f.number}.`
        : `The hunter wrote on report #${f.number} to ${f.programName}.`,
    ],
  }),
  ja: (from) => (f) => ({
    subject: `レポート #${f.number} に新しいメッセージ: ${f.programName}`,
    paragraphs: [
      from === "member"
        ? `${f.programName} から、あなたのレポート #${f.number} についてメッセージが届きました。`
        : `ハンターが ${f.programName} のレポート #${f.number} にメッセージを書きました。`,
    ],
  }),
  fr: (from) => (f) => ({
    subject: `Nouveau message sur le rapport n°${f.number} : ${f.programName}`,
    paragraphs: [
      from === "member"
        ? `${f.programName} vous a écrit au sujet de votre rapport n°${f.number}.`
        : `Le chercheur a écrit sur le rapport n°${f.number} adressé à ${f.programName}.`,
    ],
  }),
};

/** A new message: to the hunter when the organization wrote, to the staff when the hunter did. */
export const reportMessageWords = (language: Language, from: "hunter" | "member") =>
  withLink(message[language](from), language);

const stateNames: Record<Language, Record<ReportState, string>> = {
  en: REPORT_STATE_NAMES,
  ja: {
    new: "新規",
    checked: "確認済み",
    unresolved: "未解決",
    resolved: "解決済み",
    informational: "情報",
    out_of_scope: "対象外",
    not_applicable: "該当なし",
    not_reproducible: "再現不可",
    duplicate: "重複",
  },
  fr: {
    new: "Nouvelle",
    checked: "Vérifié",
    unresolved: "Non résolu",
    resolved: "Résolu",
    informational: "Informative",
    out_of_scope: "Hors périmètre",
    not_applicable: "Non applicable",
    not_reproducible: "Non reproductible",
    duplicate: "Doublon",
  },
};

const state: Record<Language, (s: string) => Words> = {
  en: (s) => (f) => ({
    subject: `Report #${f.number} is now ${s}: ${f.programName}`,
    paragraphs: [`${f.programName} moved your report #${f.number} to ${s}.`],
  }),
  ja: (s) => (f) => ({
    subject: `レポート #${f.number} のステータスが「${s}」になりました: ${f.programName}`,
    paragraphs: [`${f.programName} があなたのレポート #${f.number} を「${s}」に移動しました。`],
  }),
  fr: (s) => (f) => ({
    subject: `Le rapport n°${f.number} est maintenant « ${s} » : ${f.programName}`,
    paragraphs: [`${f.programName} a placé votre rapport n°${f.number} dans l’état « ${s} ».`],
  }),
};

/** The hunter's report changed state (its name only, as the state list names it). */
export const reportStateWords = (language: Language, to: ReportState) =>
  withLink(state[language](stateNames[language][to]), language);

const original: Record<Language, (n: number) => Words> = {
  en: (n) => (f) => ({
    subject: `The original of report #${f.number} was resolved: ${f.programName}`,
    paragraphs: [`${f.programName} resolved report #${n}, of which your report #${f.number} is a duplicate.`],
  }),
  ja: (n) => (f) => ({
    subject: `レポート #${f.number} の元のレポートが解決されました: ${f.programName}`,
    paragraphs: [
      `${f.programName} がレポート #${n} を解決しました。あなたのレポート #${f.number} はその重複です。`,
    ],
  }),
  fr: (n) => (f) => ({
    subject: `L’original du rapport n°${f.number} a été résolu : ${f.programName}`,
    paragraphs: [
      `${f.programName} a résolu le rapport n°${n}, dont votre rapport n°${f.number} est un doublon.`,
    ],
  }),
};

/** The original of the hunter's duplicate report was resolved. */
export const originalResolvedWords = (language: Language, originalNumber: number) =>
  withLink(original[language](originalNumber), language);

const reward: Record<Language, (amount: string, correction: boolean) => Words> = {
  en: (amount, correction) => (f) =>
    correction
      ? {
          subject: `A reward on report #${f.number} was corrected: ${f.programName}`,
          paragraphs: [`${f.programName} corrected the reward of your report #${f.number} by ${amount}.`],
        }
      : {
          subject: `You were rewarded ${amount} for report #${f.number}: ${f.programName}`,
          paragraphs: [`${f.programName} rewarded your report #${f.number} with ${amount}.`],
        },
  ja: (amount, correction) => (f) =>
    correction
      ? {
          subject: `レポート #${f.number} の報酬が訂正されました: ${f.programName}`,
          paragraphs: [`${f.programName} があなたのレポート #${f.number} の報酬を ${amount} 訂正しました。`],
        }
      : {
          subject: `レポート #${f.number} に ${amount} の報酬が支払われました: ${f.programName}`,
          paragraphs: [
            `${f.programName} があなたのレポート #${f.number} に ${amount} の報酬を支払いました。`,
          ],
        },
  fr: (amount, correction) => (f) =>
    correction
      ? {
          subject: `Une récompense du rapport n°${f.number} a été corrigée : ${f.programName}`,
          paragraphs: [
            `${f.programName} a corrigé la récompense de votre rapport n°${f.number} de ${amount}.`,
          ],
        }
      : {
          subject: `Vous avez reçu ${amount} pour le rapport n°${f.number} : ${f.programName}`,
          paragraphs: [`${f.programName} a récompensé votre rapport n°${f.number} de ${amount}.`],
        },
};

/** The hunter was rewarded (or a reward corrected): the amount and the program only. */
export const reportRewardWords = (language: Language, amount: string, correction: boolean) =>
  withLink(reward[language](amount, correction), language);

const assigned: Record<Language, Words> = {
  en: (f) => ({
    subject: `Report #${f.number} is yours: ${f.programName}`,
    paragraphs: [`Report #${f.number} to ${f.programName} was assigned to you.`],
  }),
  ja: (f) => ({
    subject: `レポート #${f.number} の担当になりました: ${f.programName}`,
    paragraphs: [`${f.programName} のレポート #${f.number} があなたに割り当てられました。`],
  }),
  fr: (f) => ({
    subject: `Le rapport n°${f.number} vous est confié : ${f.programName}`,
    paragraphs: [`Le rapport n°${f.number} adressé à ${f.programName} vous a été attribué.`],
  }),
};

/** To the member a report was just assigned to (issue 47). */
export const reportAssignedWords = (language: Language) => withLink(assigned[language], language);
