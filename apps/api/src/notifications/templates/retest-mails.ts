import type { Language } from "@bounty/shared";
import type { MailWords } from "./layout.ts";
import type { ReportFacts } from "./report-mails.ts";

/** Issue 33's retest steps, as each mail tells them. */
export type RetestStep =
  | "requested"
  | "cancelled"
  | "accepted"
  | "declined"
  | "expired"
  | "fixed"
  | "not_fixed";

/** `fee`: the amount as written (empty for none); `date`: the deadline as written. */
export interface RetestFacts extends ReportFacts {
  fee: string;
  date: string;
}

type Words = { subject: string; paragraphs: string[] };

const en = (step: RetestStep, f: RetestFacts): Words => {
  const r = `report #${f.number}`;
  switch (step) {
    case "requested":
      return {
        subject: `Please retest the fix of ${r}: ${f.programName}`,
        paragraphs: [
          `${f.programName} fixed the vulnerability of your ${r} and asks you to check the fix${f.fee ? `, for a fee of ${f.fee}` : ""}.`,
          `Accept or decline by ${f.date}; once accepted, you have seven days to answer.`,
        ],
      };
    case "cancelled":
      return {
        subject: `The retest of ${r} was cancelled: ${f.programName}`,
        paragraphs: [`${f.programName} cancelled its request to retest your ${r}.`],
      };
    case "accepted":
      return {
        subject: `The hunter accepted the retest of ${r}: ${f.programName}`,
        paragraphs: [`The hunter of ${r} accepted to retest its fix and answers by ${f.date}.`],
      };
    case "declined":
      return {
        subject: `The hunter declined the retest of ${r}: ${f.programName}`,
        paragraphs: [`The hunter of ${r} declined to retest its fix; any fee went back to the budget.`],
      };
    case "expired":
      return {
        subject: `The retest of ${r} expired: ${f.programName}`,
        paragraphs: [`The retest of ${r} was not done in time; any fee went back to the budget.`],
      };
    case "fixed":
    case "not_fixed":
      return {
        subject: `Retest of ${r}: ${step === "fixed" ? "fixed" : "not fixed"}: ${f.programName}`,
        paragraphs: [
          step === "fixed"
            ? `The hunter retested ${r} and found the fix holds; it waits for the triagers' review.`
            : `The hunter retested ${r} and found it is not fixed; it stays to fix.`,
        ],
      };
  }
};

const ja = (step: RetestStep, f: RetestFacts): Words => {
  const r = `レポート #${f.number}`;
  switch (step) {
    case "requested":
      return {
        subject: `${r} の修正の再テストをお願いします: ${f.programName}`,
        paragraphs: [
          `${f.programName} があなたの${r}の脆弱性を修正し、修正の確認を依頼しています${f.fee ? `（報酬 ${f.fee}）` : ""}。`,
          `${f.date} までに引き受けるか辞退してください。引き受けてから7日以内に回答してください。`,
        ],
      };
    case "cancelled":
      return {
        subject: `${r} の再テスト依頼が取り消されました: ${f.programName}`,
        paragraphs: [`${f.programName} があなたの${r}の再テスト依頼を取り消しました。`],
      };
    case "accepted":
      return {
        subject: `ハンターが ${r} の再テストを引き受けました: ${f.programName}`,
        paragraphs: [`${r}のハンターが修正の再テストを引き受けました。回答期限は ${f.date} です。`],
      };
    case "declined":
      return {
        subject: `ハンターが ${r} の再テストを辞退しました: ${f.programName}`,
        paragraphs: [`${r}のハンターが再テストを辞退しました。報酬は予算に戻りました。`],
      };
    case "expired":
      return {
        subject: `${r} の再テストが期限切れになりました: ${f.programName}`,
        paragraphs: [`${r}の再テストは期限内に行われませんでした。報酬は予算に戻りました。`],
      };
    case "fixed":
    case "not_fixed":
      return {
        subject: `${r} の再テスト結果: ${step === "fixed" ? "修正済み" : "未修正"}: ${f.programName}`,
        paragraphs: [
          step === "fixed"
            ? `ハンターが${r}を再テストし、修正を確認しました。トリアージのレビュー待ちです。`
            : `ハンターが${r}を再テストし、修正されていないことを確認しました。修正待ちのままです。`,
        ],
      };
  }
};

const fr = (step: RetestStep, f: RetestFacts): Words => {
  const r = `rapport n°${f.number}`;
  switch (step) {
    case "requested":
      return {
        subject: `Merci de retester la correction du ${r} : ${f.programName}`,
        paragraphs: [
          `${f.programName} a corrigé la vulnérabilité de votre ${r} et vous demande de vérifier la correction${f.fee ? `, contre ${f.fee}` : ""}.`,
          `Acceptez ou refusez avant le ${f.date} ; une fois accepté, vous avez sept jours pour répondre.`,
        ],
      };
    case "cancelled":
      return {
        subject: `Le retest du ${r} a été annulé : ${f.programName}`,
        paragraphs: [`${f.programName} a annulé sa demande de retest de votre ${r}.`],
      };
    case "accepted":
      return {
        subject: `Le chercheur a accepté le retest du ${r} : ${f.programName}`,
        paragraphs: [
          `Le chercheur du ${r} a accepté de retester la correction et répond avant le ${f.date}.`,
        ],
      };
    case "declined":
      return {
        subject: `Le chercheur a refusé le retest du ${r} : ${f.programName}`,
        paragraphs: [`Le chercheur du ${r} a refusé le retest ; la rémunération est revenue au budget.`],
      };
    case "expired":
      return {
        subject: `Le retest du ${r} a expiré : ${f.programName}`,
        paragraphs: [`Le retest du ${r} n'a pas été fait à temps ; la rémunération est revenue au budget.`],
      };
    case "fixed":
    case "not_fixed":
      return {
        subject: `Retest du ${r} : ${step === "fixed" ? "corrigé" : "non corrigé"} : ${f.programName}`,
        paragraphs: [
          step === "fixed"
            ? `Le chercheur a retesté le ${r} : la correction tient ; il attend la vérification du tri.`
            : `Le chercheur a retesté le ${r} : ce n'est pas corrigé ; il reste à corriger.`,
        ],
      };
  }
};

const open: Record<Language, string> = {
  en: "Open the report",
  ja: "レポートを開く",
  fr: "Ouvrir le rapport",
};

export function retestWords(language: Language, step: RetestStep, f: RetestFacts): MailWords {
  const words = { en, ja, fr }[language](step, f);
  return { ...words, action: { label: open[language], url: f.link } };
}
