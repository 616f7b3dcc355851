import type { Language } from "@bounty/shared";
import { subjectName } from "../outsider-quota.ts";
import type { MailWords } from "./layout.ts";

export type ApplicationDecision = "approved" | "added" | "rejected" | "removed";

const application: Record<Language, Record<ApplicationDecision, { subject: string; line: string }>> = {
  en: {
    approved: { subject: "You joined", line: "{org} approved your application to its program “{program}”." },
    added: { subject: "You joined", line: "{org} added you to its program “{program}”." },
    rejected: {
      subject: "Application declined",
      line: "{org} declined your application to its program “{program}”.",
    },
    removed: { subject: "Removed from", line: "{org} removed you from its program “{program}”." },
  },
  ja: {
    approved: {
      subject: "参加が承認されました",
      line: "{org} が、プログラム「{program}」への参加申請を承認しました。",
    },
    added: {
      subject: "プログラムに追加されました",
      line: "{org} が、あなたをプログラム「{program}」に追加しました。",
    },
    rejected: {
      subject: "参加申請が却下されました",
      line: "{org} が、プログラム「{program}」への参加申請を却下しました。",
    },
    removed: {
      subject: "プログラムから外されました",
      line: "{org} が、あなたをプログラム「{program}」から外しました。",
    },
  },
  fr: {
    approved: {
      subject: "Vous avez rejoint",
      line: "{org} a accepté votre candidature à son programme « {program} ».",
    },
    added: { subject: "Vous avez rejoint", line: "{org} vous a ajouté à son programme « {program} »." },
    rejected: {
      subject: "Candidature refusée",
      line: "{org} a refusé votre candidature à son programme « {program} ».",
    },
    removed: { subject: "Retiré de", line: "{org} vous a retiré de son programme « {program} »." },
  },
};

const openProgram: Record<Language, string> = {
  en: "Open the program",
  ja: "プログラムを開く",
  fr: "Ouvrir le programme",
};

const fill = (line: string, values: Record<string, string>) =>
  line.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/**
 * The organization decided on a hunter's place in a program. The program's name is the
 * organization's text: shortened in the subject, and never the mail's only text.
 */
export function applicationWords(
  language: Language,
  f: { decision: ApplicationDecision; programName: string; organizationName: string; link: string },
): MailWords {
  const { subject, line } = application[language][f.decision];
  const separator = language === "fr" ? " : " : ": ";
  return {
    subject: `${subject}${separator}${subjectName(f.programName)}`,
    paragraphs: [fill(line, { org: f.organizationName, program: f.programName })],
    action: { label: openProgram[language], url: f.link },
  };
}

export type TestInfoAction = "accepted" | "rejected" | "updated" | "finalized" | "revoked";

const testInfo: Record<
  Language,
  {
    subject: string;
    lines: Record<TestInfoAction, string>;
    words: Record<TestInfoAction, string>;
    action: string;
  }
> = {
  en: {
    subject: "Test information {word}",
    words: {
      accepted: "accepted",
      rejected: "rejected",
      updated: "updated",
      finalized: "finalized",
      revoked: "revoked",
    },
    lines: {
      accepted: "{program} accepted your test-information request “{form}”.",
      rejected: "{program} rejected your test-information request “{form}”.",
      updated: "{program} updated the test information of your request “{form}”.",
      finalized: "{program} finalized the test information of your request “{form}”.",
      revoked: "{program} revoked your test-information request “{form}”.",
    },
    action: "Sign in to read it on the program's page",
  },
  ja: {
    subject: "テスト情報が{word}",
    words: {
      accepted: "承認されました",
      rejected: "却下されました",
      updated: "更新されました",
      finalized: "確定されました",
      revoked: "取り消されました",
    },
    lines: {
      accepted: "{program} が、テスト情報の依頼「{form}」を承認しました。",
      rejected: "{program} が、テスト情報の依頼「{form}」を却下しました。",
      updated: "{program} が、依頼「{form}」のテスト情報を更新しました。",
      finalized: "{program} が、依頼「{form}」のテスト情報を確定しました。",
      revoked: "{program} が、テスト情報の依頼「{form}」を取り消しました。",
    },
    action: "サインインしてプログラムのページで読む",
  },
  fr: {
    subject: "Informations de test {word}",
    words: {
      accepted: "acceptées",
      rejected: "refusées",
      updated: "mises à jour",
      finalized: "finalisées",
      revoked: "révoquées",
    },
    lines: {
      accepted: "{program} a accepté votre demande d’informations de test « {form} ».",
      rejected: "{program} a refusé votre demande d’informations de test « {form} ».",
      updated: "{program} a mis à jour les informations de test de votre demande « {form} ».",
      finalized: "{program} a finalisé les informations de test de votre demande « {form} ».",
      revoked: "{program} a révoqué votre demande d’informations de test « {form} ».",
    },
    action: "Connectez-vous pour les lire sur la page du programme",
  },
};

/**
 * The organization acted on a hunter's test-information request. Test information may hold
 * credentials, so neither it nor the organization's message is in the mail: the hunter signs in.
 */
export function testInfoWords(
  language: Language,
  f: { action: TestInfoAction; programName: string; formTitle: string; link: string },
): MailWords {
  const t = testInfo[language];
  const separator = language === "fr" ? " : " : ": ";
  return {
    subject: `${fill(t.subject, { word: t.words[f.action] })}${separator}${subjectName(f.programName)}`,
    paragraphs: [fill(t.lines[f.action], { program: f.programName, form: f.formTitle })],
    action: { label: t.action, url: f.link },
  };
}

const activation: Record<
  Language,
  { approved: [string, string]; rejected: [string, string, string, string]; action: string }
> = {
  en: {
    approved: [
      "Your program {program} is published",
      "Platform staff approved your activation request: {program} is now open.",
    ],
    rejected: [
      "Your program {program} was not published",
      "Platform staff did not publish {program}.",
      "Reason:",
      "Change the program and request activation again when it is ready.",
    ],
    action: "Open the program",
  },
  ja: {
    approved: [
      "プログラム {program} が公開されました",
      "運営スタッフが公開申請を承認しました。{program} は公開中です。",
    ],
    rejected: [
      "プログラム {program} は公開されませんでした",
      "運営スタッフは {program} を公開しませんでした。",
      "理由:",
      "プログラムを修正し、準備ができたら再度公開を申請してください。",
    ],
    action: "プログラムを開く",
  },
  fr: {
    approved: [
      "Votre programme {program} est publié",
      "L’équipe de la plateforme a accepté votre demande d’activation : {program} est maintenant ouvert.",
    ],
    rejected: [
      "Votre programme {program} n’a pas été publié",
      "L’équipe de la plateforme n’a pas publié {program}.",
      "Motif :",
      "Modifiez le programme et demandez de nouveau son activation lorsqu’il sera prêt.",
    ],
    action: "Ouvrir le programme",
  },
};

/** The requester's answer to a vdp activation request: published, or not with staff's reason. */
export function activationWords(
  language: Language,
  f: { approved: boolean; programName: string; reason: string; link: string },
): MailWords {
  const t = activation[language];
  const values = { program: f.programName };
  const paragraphs = f.approved
    ? [fill(t.approved[1], values)]
    : [fill(t.rejected[1], values), `${t.rejected[2]}\n${f.reason}`, t.rejected[3]];
  return {
    subject: fill(f.approved ? t.approved[0] : t.rejected[0], values),
    paragraphs,
    action: { label: t.action, url: f.link },
  };
}
