import type { Language, TriageActionType } from "@bounty/shared";
import type { MailWords } from "./layout.ts";
import type { ReportFacts } from "./report-mails.ts";

/** Spec 2 §4's labels of the triage steps, in the mail's language. */
const stageLabels: Record<Language, Record<TriageActionType, string>> = {
  en: {
    triage: "To Triage",
    suspend: "Suspended",
    certify: "To Certify",
    reevaluate: "To Re-evaluate",
    appraise: "To Appraise",
    remediate: "To Fix",
    "review.informative": "To Review",
    "review.resolved": "To Review",
    "closed.informative": "Finalized",
    "closed.resolved": "Finalized",
    invalidate: "Invalid",
  },
  ja: {
    triage: "トリアージ待ち",
    suspend: "保留",
    certify: "認定待ち",
    reevaluate: "再評価待ち",
    appraise: "査定待ち",
    remediate: "修正待ち",
    "review.informative": "レビュー待ち",
    "review.resolved": "レビュー待ち",
    "closed.informative": "完了",
    "closed.resolved": "完了",
    invalidate: "無効",
  },
  fr: {
    triage: "À trier",
    suspend: "Suspendu",
    certify: "À certifier",
    reevaluate: "À réévaluer",
    appraise: "À évaluer",
    remediate: "À corriger",
    "review.informative": "À vérifier",
    "review.resolved": "À vérifier",
    "closed.informative": "Finalisé",
    "closed.resolved": "Finalisé",
    invalidate: "Invalide",
  },
};

const open: Record<Language, string> = {
  en: "Open the triage queue",
  ja: "トリアージキューを開く",
  fr: "Ouvrir la file de tri",
};

/** A triage step's mail to the side that takes the next one: the stage, never the summary. */
export function triageStepWords(language: Language, type: TriageActionType, f: ReportFacts): MailWords {
  const stage = stageLabels[language][type];
  const words = {
    en: {
      subject: `Report #${f.number} moved into ${stage}: ${f.programName}`,
      paragraphs: [
        `Report #${f.number} of ${f.programName} moved into the ${stage} stage of triage; the next step is yours.`,
      ],
    },
    ja: {
      subject: `レポート #${f.number} が「${stage}」になりました: ${f.programName}`,
      paragraphs: [
        `${f.programName} のレポート #${f.number} がトリアージの「${stage}」段階に進みました。次の対応をお願いします。`,
      ],
    },
    fr: {
      subject: `Le rapport n°${f.number} est passé à « ${stage} » : ${f.programName}`,
      paragraphs: [
        `Le rapport n°${f.number} de ${f.programName} est passé à l'étape « ${stage} » du tri ; l'étape suivante vous revient.`,
      ],
    },
  }[language];
  return { ...words, action: { label: open[language], url: f.link } };
}
