import {
  formatCreditAmount,
  type Language,
  languages,
  type MailReason,
  type ReportState,
  readEventPayload,
} from "@bounty/shared";
import type { DbOrTx } from "../db/client.ts";
import type { EventRow } from "../events/event-types.ts";
import type { Mail } from "../mail/mailer.ts";
import { digestOf, type ProgramWords, programOf, UnwordableMail } from "./mail-facts.ts";
import { payoutWords } from "./templates/account-mails.ts";
import { type DisclosureMail, disclosureWords } from "./templates/disclosure-mails.ts";
import { factorChangeWords, newBrowserWords } from "./templates/factor-mails.ts";
import { layoutNotification, type MailWords } from "./templates/layout.ts";
import {
  activationWords,
  applicationWords,
  type TestInfoAction,
  testInfoWords,
} from "./templates/program-mails.ts";
import {
  originalResolvedWords,
  reportAssignedWords,
  reportMessageWords,
  reportRewardWords,
  reportStateWords,
  reportSubmittedWords,
} from "./templates/report-mails.ts";
import { type RetestStep, retestWords } from "./templates/retest-mails.ts";
import { targetDigestWords } from "./templates/target-mails.ts";
import { triageStepWords } from "./templates/triage-mails.ts";
import { unsubscribeToken, unsubscribeUrls } from "./unsubscribe-token.ts";

export { UnwordableMail };

/** Which of the hunter's disclosure mails an event is (the disclosure rule's withdrawals among them). */
function disclosureMailOf(event: EventRow): DisclosureMail {
  const reopened = event.payload.reopened === true;
  if (event.type === "report.disclosure.rejected") return reopened ? "requestClosed" : "rejected";
  if (event.type === "report.undisclosed")
    return !reopened ? "undisclosed" : event.payload.original ? "originalReopened" : "reopened";
  return "scheduled";
}

export interface RenderContext {
  publicUrl: string;
  secret: string;
}

/** A deadline as a mail writes it: the day and hour, in UTC (the mail does not know the reader's zone). */
const mailDate = (iso: string, language: Language) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso))} UTC`;

/** The words of one event's mail to one recipient, in their language; null for a type with no mail. */
async function wordsOf(
  db: DbOrTx,
  event: EventRow,
  language: Language,
  base: string,
  known?: Map<string, ProgramWords>,
): Promise<MailWords | null> {
  const program = await programOf(db, event.programId, known);
  const needProgram = () => {
    if (!program) throw new UnwordableMail("the program is gone");
    return program;
  };
  const hunterLink = `${base}/reports/${event.reportId}`;
  const staffLink = `${base}/organizations/${event.organizationId}/reports/${event.reportId}`;
  const report = (link: string) => ({
    programName: needProgram().name,
    number: Number(event.payload.number),
    link,
  });
  const programPage = () => `${base}/programs/${encodeURIComponent(needProgram().slug)}`;
  switch (event.type) {
    case "report.submitted":
      return reportSubmittedWords(language)(report(staffLink));
    case "report.message.submitted": {
      const from = event.payload.affiliation === "member" ? "member" : "hunter";
      return reportMessageWords(language, from)(report(from === "member" ? hunterLink : staffLink));
    }
    case "report.state.changed":
    case "report.rejected":
      return reportStateWords(language, event.payload.to as ReportState)(report(hunterLink));
    case "report.triage.action": {
      const p = readEventPayload("report.triage.action", event.payload);
      if (!p) throw new UnwordableMail("the triage step's event is not of its catalog shape");
      return triageStepWords(
        language,
        p.type,
        report(`${base}/triage/${event.programId}/reports/${event.reportId}`),
      );
    }
    case "report.retest.requested":
    case "report.retest.cancelled":
    case "report.retest.accepted":
    case "report.retest.declined":
    case "report.retest.expired":
    case "report.retest.answered": {
      const p = event.payload;
      const step = (
        event.type === "report.retest.answered" ? p.outcome : event.type.slice("report.retest.".length)
      ) as RetestStep;
      const toHunter = step === "requested" || step === "cancelled";
      const fee = typeof p.fee === "number" && p.fee > 0 ? formatCreditAmount(p.fee, "money") : "";
      return retestWords(language, step, {
        ...report(toHunter ? hunterLink : `${base}/triage/${event.programId}/reports/${event.reportId}`),
        fee,
        date: typeof p.expiresAt === "string" ? mailDate(p.expiresAt, language) : "",
      });
    }
    case "report.assignee.changed":
      return reportAssignedWords(language)(report(staffLink));
    case "report.original.resolved":
      return originalResolvedWords(language, Number(event.payload.original))(report(hunterLink));
    case "report.rewarded": {
      const p = readEventPayload("report.rewarded", event.payload);
      if (!p) throw new UnwordableMail("the reward's event is not of its catalog shape");
      return reportRewardWords(
        language,
        formatCreditAmount(p.amount, p.system),
        p.amount < 0,
      )(report(hunterLink));
    }
    case "report.disclosure.requested":
    case "report.disclosure.due":
      return disclosureWords(language, event.type === "report.disclosure.due" ? "due" : "requested", {
        ...report(staffLink),
        date: String(event.payload.disclosesAt ?? ""),
      });
    case "report.disclosure.rejected":
    case "report.disclosure.scheduled":
    case "report.undisclosed":
      return disclosureWords(language, disclosureMailOf(event), {
        ...report(hunterLink),
        date: String(event.payload.publishAt ?? ""),
        original: Number(event.payload.original ?? 0),
      });
    case "report.disclosed":
      return disclosureWords(
        language,
        event.payload.automatic === true ? "automatic" : "disclosed",
        report(hunterLink),
      );
    case "program.application.approved":
    case "program.application.rejected":
    case "program.application.removed": {
      const decision =
        event.type === "program.application.approved"
          ? event.payload.added === true
            ? "added"
            : "approved"
          : event.type === "program.application.rejected"
            ? "rejected"
            : "removed";
      return applicationWords(language, {
        decision,
        programName: needProgram().name,
        organizationName: needProgram().organizationName,
        link: programPage(),
      });
    }
    case "program.test_info.accepted":
    case "program.test_info.rejected":
    case "program.test_info.updated":
    case "program.test_info.finalized":
    case "program.test_info.revoked":
      return testInfoWords(language, {
        action: event.type.slice("program.test_info.".length) as TestInfoAction,
        programName: needProgram().name,
        formTitle: String(event.payload.formTitle ?? ""),
        link: programPage(),
      });
    case "program.activation.approved":
    case "program.activation.rejected":
      return activationWords(language, {
        approved: event.type === "program.activation.approved",
        programName: needProgram().name,
        reason: String(event.payload.reason ?? ""),
        link: `${base}/organizations/${event.organizationId}/programs/${event.programId}`,
      });
    case "user.payout.paid":
    case "user.payout.failed":
      return payoutWords(language, {
        paid: event.type === "user.payout.paid",
        amount: formatCreditAmount(Number(event.payload.amount), "money"),
        reason: String(event.payload.reason ?? ""),
        link: `${base}/earnings`,
      });
    case "user.factor.added":
    case "user.factor.removed":
      return factorChangeWords(language, {
        change: event.type === "user.factor.added" ? "added" : "removed",
        kind: event.payload.kind === "passkey" ? "passkey" : "totp",
        name: String(event.payload.name ?? ""),
        link: `${base}/?settings=security`,
      });
    case "user.recovery_codes.created":
    case "user.recovery_code.used":
      return factorChangeWords(language, {
        change: event.type === "user.recovery_code.used" ? "codeUsed" : "codesCreated",
        count: Number(event.type === "user.recovery_code.used" ? event.payload.left : event.payload.count),
        link: `${base}/?settings=security`,
      });
    case "user.signed_in.new_browser":
      return newBrowserWords(language, {
        browser: typeof event.payload.browser === "string" ? event.payload.browser : null,
        system: typeof event.payload.system === "string" ? event.payload.system : null,
        ip: typeof event.payload.ip === "string" ? event.payload.ip : null,
        link: `${base}/?settings=security`,
      });
    case "user.targets.overdue":
      return targetDigestWords(language, await digestOf(db, event, base));
    default:
      return null;
  }
}

/**
 * An inbox line (issue 31): the notification's own words, its mail's subject, and where its action
 * leads, as a path on this site; null when the type tells nothing or can no longer be worded.
 */
export async function renderInboxLine(
  db: DbOrTx,
  event: EventRow,
  language: string,
  known?: Map<string, ProgramWords>,
): Promise<{ text: string; path: string } | null> {
  const lang = (languages as readonly string[]).includes(language) ? (language as Language) : "en";
  try {
    const words = await wordsOf(db, event, lang, "", known);
    return words ? { text: words.subject, path: words.action.url } : null;
  } catch (error) {
    if (error instanceof UnwordableMail) return null;
    throw error;
  }
}

/** One outbox row as the mail that goes out: its words, why it came, and its one-click way out. */
export async function renderNotification(
  db: DbOrTx,
  c: RenderContext,
  work: { event: EventRow; to: string; recipientId: string; preference: MailReason; language: string },
): Promise<Mail | null> {
  const base = c.publicUrl.replace(/\/$/, "");
  const language = (languages as readonly string[]).includes(work.language)
    ? (work.language as Language)
    : "en";
  const words = await wordsOf(db, work.event, language, base);
  if (!words) return null;
  // A security mail has no way out: it tells of a change to how the account is guarded.
  if (work.preference === "security") {
    const rendered = layoutNotification(words, { language, preference: "security", unsubscribeUrl: null });
    return { to: work.to, ...rendered };
  }
  const urls = unsubscribeUrls(base, unsubscribeToken(c.secret, work.recipientId, work.preference));
  const rendered = layoutNotification(words, {
    language,
    preference: work.preference,
    unsubscribeUrl: urls.page,
  });
  return {
    to: work.to,
    ...rendered,
    headers: {
      "List-Unsubscribe": `<${urls.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
