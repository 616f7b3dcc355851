import type { Language, ResponseTarget } from "@bounty/shared";
import type { MailWords } from "./layout.ts";

export interface DigestLine {
  programName: string;
  number: number;
  target: ResponseTarget;
  dueAt: string;
}

const words: Record<
  Language,
  {
    subject: (n: number) => string;
    intro: (n: number) => string;
    more: (n: number) => string;
    targets: Record<ResponseTarget, string>;
    due: string;
    action: string;
  }
> = {
  en: {
    subject: (n) =>
      n === 1 ? "1 report is past its response target" : `${n} reports are past their response target`,
    intro: (n) =>
      n === 1
        ? "One report of the programs you manage is past its response target:"
        : `${n} reports of the programs you manage are past their response target:`,
    more: (n) => `…and ${n} more.`,
    targets: {
      firstResponse: "first response",
      triage: "triage",
      reward: "reward",
      resolution: "resolution",
    },
    due: "due",
    action: "Open the overdue reports",
  },
  ja: {
    subject: (n) => `${n} 件のレポートが応答目標を過ぎています`,
    intro: (n) => `管理しているプログラムの ${n} 件のレポートが応答目標を過ぎています:`,
    more: (n) => `…ほか ${n} 件`,
    targets: { firstResponse: "初回応答", triage: "トリアージ", reward: "報酬", resolution: "解決" },
    due: "期限",
    action: "期限切れのレポートを開く",
  },
  fr: {
    subject: (n) =>
      n === 1
        ? "1 rapport a dépassé son objectif de réponse"
        : `${n} rapports ont dépassé leur objectif de réponse`,
    intro: (n) =>
      n === 1
        ? "Un rapport des programmes que vous gérez a dépassé son objectif de réponse :"
        : `${n} rapports des programmes que vous gérez ont dépassé leur objectif de réponse :`,
    more: (n) => `…et ${n} de plus.`,
    targets: {
      firstResponse: "première réponse",
      triage: "tri",
      reward: "récompense",
      resolution: "résolution",
    },
    due: "échéance",
    action: "Ouvrir les rapports en retard",
  },
};

/** The daily digest: one line per overdue report (program, number, target, due date in UTC). */
export function targetDigestWords(
  language: Language,
  f: { total: number; lines: DigestLine[]; link: string },
): MailWords {
  const w = words[language];
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const lines = f.lines.map(
    (l) =>
      `${l.programName} #${l.number}: ${w.targets[l.target]}, ${w.due} ${date.format(new Date(l.dueAt))} UTC`,
  );
  const rest = f.total - f.lines.length;
  return {
    subject: w.subject(f.total),
    paragraphs: [w.intro(f.total), ...lines, ...(rest > 0 ? [w.more(rest)] : [])],
    action: { label: w.action, url: f.link },
  };
}
