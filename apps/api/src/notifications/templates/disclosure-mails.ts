import type { Language } from "@bounty/shared";
import type { MailWords } from "./layout.ts";
import type { ReportFacts } from "./report-mails.ts";

/**
 * What happened to a report's disclosure: `requested` and `due` go to the program's staff, the rest
 * to the hunter. Like every report mail, the number and the program, never a title or a summary.
 */
export type DisclosureMail =
  | "requested"
  | "rejected"
  | "due"
  | "scheduled"
  | "disclosed"
  | "automatic"
  | "undisclosed"
  | "reopened"
  | "originalReopened"
  | "requestClosed";

type Facts = ReportFacts & { date: string; original: number };
type Texts = Record<DisclosureMail, (f: Facts) => { subject: string; paragraph: string }>;

const texts: Record<Language, Texts> = {
  en: {
    requested: (f) => ({
      subject: `Disclosure requested for report #${f.number}: ${f.programName}`,
      paragraph: `The hunter asked that report #${f.number} to ${f.programName} be disclosed. Disclose it with your summary, or reject the request.`,
    }),
    rejected: (f) => ({
      subject: `Your disclosure request was rejected: report #${f.number}`,
      paragraph: `${f.programName} rejected your request to disclose report #${f.number}.`,
    }),
    due: (f) => ({
      subject: `Report #${f.number} will be disclosed on ${f.date}: ${f.programName}`,
      paragraph: `The disclosure request of report #${f.number} has gone unanswered. Unless you disclose or reject it first, it will be published with the hunter's summary alone on ${f.date}.`,
    }),
    scheduled: (f) => ({
      subject: `Report #${f.number} will be disclosed on ${f.date}: ${f.programName}`,
      paragraph: `${f.programName} will publish the disclosure of your report #${f.number} on ${f.date}.`,
    }),
    disclosed: (f) => ({
      subject: `Report #${f.number} was disclosed: ${f.programName}`,
      paragraph: `${f.programName} disclosed your report #${f.number}. Its disclosure is public now.`,
    }),
    automatic: (f) => ({
      subject: `Report #${f.number} was disclosed: ${f.programName}`,
      paragraph: `Your disclosure request went unanswered for the program's period, so report #${f.number} was disclosed with your summary.`,
    }),
    undisclosed: (f) => ({
      subject: `Report #${f.number} was undisclosed: ${f.programName}`,
      paragraph: `${f.programName} withdrew the disclosure of your report #${f.number}. It is no longer public.`,
    }),
    reopened: (f) => ({
      subject: `The disclosure of report #${f.number} was withdrawn: ${f.programName}`,
      paragraph: `${f.programName} reopened your report #${f.number}, so its disclosure was withdrawn: it is not public. It can be disclosed again once the report is closed.`,
    }),
    originalReopened: (f) => ({
      subject: `The disclosure of report #${f.number} was withdrawn: ${f.programName}`,
      paragraph: `${f.programName} reopened report #${f.original}, the original of your report #${f.number}, so your report's disclosure was withdrawn: it is not public. It can be disclosed again once the original is closed.`,
    }),
    requestClosed: (f) => ({
      subject: `Your disclosure request was closed: report #${f.number}`,
      paragraph: `${f.programName} reopened your report #${f.number}, so your disclosure request was closed. Ask again once the report is closed.`,
    }),
  },
  ja: {
    requested: (f) => ({
      subject: `レポート #${f.number} の公開がリクエストされました: ${f.programName}`,
      paragraph: `ハンターが ${f.programName} のレポート #${f.number} の公開をリクエストしました。概要を添えて公開するか、リクエストを却下してください。`,
    }),
    rejected: (f) => ({
      subject: `公開リクエストが却下されました: レポート #${f.number}`,
      paragraph: `${f.programName} はレポート #${f.number} の公開リクエストを却下しました。`,
    }),
    due: (f) => ({
      subject: `レポート #${f.number} は ${f.date} に公開されます: ${f.programName}`,
      paragraph: `レポート #${f.number} の公開リクエストに回答がありません。それまでに公開または却下しない場合、${f.date} にハンターの概要のみで公開されます。`,
    }),
    scheduled: (f) => ({
      subject: `レポート #${f.number} は ${f.date} に公開されます: ${f.programName}`,
      paragraph: `${f.programName} はあなたのレポート #${f.number} の公開を ${f.date} に予定しています。`,
    }),
    disclosed: (f) => ({
      subject: `レポート #${f.number} が公開されました: ${f.programName}`,
      paragraph: `${f.programName} があなたのレポート #${f.number} を公開しました。`,
    }),
    automatic: (f) => ({
      subject: `レポート #${f.number} が公開されました: ${f.programName}`,
      paragraph: `公開リクエストがプログラムの期間内に回答されなかったため、レポート #${f.number} はあなたの概要で公開されました。`,
    }),
    undisclosed: (f) => ({
      subject: `レポート #${f.number} の公開が取り下げられました: ${f.programName}`,
      paragraph: `${f.programName} があなたのレポート #${f.number} の公開を取り下げました。現在は公開されていません。`,
    }),
    reopened: (f) => ({
      subject: `レポート #${f.number} の公開が取り下げられました: ${f.programName}`,
      paragraph: `${f.programName} があなたのレポート #${f.number} を再開したため、公開は取り下げられ、現在は公開されていません。レポートが再びクローズされると、もう一度公開できます。`,
    }),
    originalReopened: (f) => ({
      subject: `レポート #${f.number} の公開が取り下げられました: ${f.programName}`,
      paragraph: `${f.programName} があなたのレポート #${f.number} の元のレポート #${f.original} を再開したため、公開は取り下げられ、現在は公開されていません。元のレポートがクローズされると、もう一度公開できます。`,
    }),
    requestClosed: (f) => ({
      subject: `公開リクエストが終了しました: レポート #${f.number}`,
      paragraph: `${f.programName} があなたのレポート #${f.number} を再開したため、公開リクエストは終了しました。レポートがクローズされたら、もう一度リクエストしてください。`,
    }),
  },
  fr: {
    requested: (f) => ({
      subject: `Divulgation demandée pour le rapport n°${f.number} : ${f.programName}`,
      paragraph: `Le chercheur demande la divulgation du rapport n°${f.number} adressé à ${f.programName}. Divulguez-le avec votre résumé, ou refusez la demande.`,
    }),
    rejected: (f) => ({
      subject: `Votre demande de divulgation a été refusée : rapport n°${f.number}`,
      paragraph: `${f.programName} a refusé votre demande de divulgation du rapport n°${f.number}.`,
    }),
    due: (f) => ({
      subject: `Le rapport n°${f.number} sera divulgué le ${f.date} : ${f.programName}`,
      paragraph: `La demande de divulgation du rapport n°${f.number} est restée sans réponse. Sauf divulgation ou refus d’ici là, il sera publié le ${f.date} avec le seul résumé du chercheur.`,
    }),
    scheduled: (f) => ({
      subject: `Le rapport n°${f.number} sera divulgué le ${f.date} : ${f.programName}`,
      paragraph: `${f.programName} publiera la divulgation de votre rapport n°${f.number} le ${f.date}.`,
    }),
    disclosed: (f) => ({
      subject: `Le rapport n°${f.number} a été divulgué : ${f.programName}`,
      paragraph: `${f.programName} a divulgué votre rapport n°${f.number}. Sa divulgation est désormais publique.`,
    }),
    automatic: (f) => ({
      subject: `Le rapport n°${f.number} a été divulgué : ${f.programName}`,
      paragraph: `Votre demande de divulgation est restée sans réponse pendant la période du programme : le rapport n°${f.number} a été divulgué avec votre résumé.`,
    }),
    undisclosed: (f) => ({
      subject: `La divulgation du rapport n°${f.number} a été retirée : ${f.programName}`,
      paragraph: `${f.programName} a retiré la divulgation de votre rapport n°${f.number}. Elle n’est plus publique.`,
    }),
    reopened: (f) => ({
      subject: `La divulgation du rapport n°${f.number} a été retirée : ${f.programName}`,
      paragraph: `${f.programName} a rouvert votre rapport n°${f.number} : sa divulgation a été retirée et n’est plus publique. Elle pourra être divulguée à nouveau une fois le rapport clos.`,
    }),
    originalReopened: (f) => ({
      subject: `La divulgation du rapport n°${f.number} a été retirée : ${f.programName}`,
      paragraph: `${f.programName} a rouvert le rapport n°${f.original}, l’original de votre rapport n°${f.number} : la divulgation de votre rapport a été retirée et n’est plus publique. Elle pourra être divulguée à nouveau une fois l’original clos.`,
    }),
    requestClosed: (f) => ({
      subject: `Votre demande de divulgation a été close : rapport n°${f.number}`,
      paragraph: `${f.programName} a rouvert votre rapport n°${f.number} : votre demande de divulgation a été close. Demandez-la à nouveau une fois le rapport clos.`,
    }),
  },
};

const open: Record<Language, string> = {
  en: "Open the report",
  ja: "レポートを開く",
  fr: "Ouvrir le rapport",
};

/** A date in the recipient's language, in UTC (the mail does not know their time zone). */
const dayOf = (iso: string, language: Language) =>
  iso
    ? `${new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`
    : "";

export function disclosureWords(
  language: Language,
  kind: DisclosureMail,
  f: ReportFacts & { date?: string; original?: number },
): MailWords {
  const { subject, paragraph } = texts[language][kind]({
    ...f,
    date: dayOf(f.date ?? "", language),
    original: f.original ?? 0,
  });
  return { subject, paragraphs: [paragraph], action: { label: open[language], url: f.link } };
}
