// The catalog test (issue 28): every type the catalog gives a chat or mail row has its words in
// every language, so adding a type without its texts fails here. The feed and timeline sentences
// are checked in the web app (catalog-sentences.test.tsx); the rows themselves in packages/shared.
import { randomUUID } from "node:crypto";
import {
  type ChatEventType,
  chatEventTypes,
  type EventPayload,
  eventCatalog,
  languages,
  type MailEventType,
  mailEventTypes,
  mailRowOf,
} from "@bounty/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessageFor } from "../chat/chat-messages.ts";
import { renderNotification } from "../notifications/render.ts";
import { buildOrganization, buildProgram, buildUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import type { EventRow } from "./event-types.ts";

const id = randomUUID();
const program = { programDetailsPrivate: false };
const testInfo = { requestId: id, hunterId: id, formTitle: "Staging accounts", ...program };
const application = { applicationId: id, hunterId: id, ...program };

/** A payload of its type's shape for every type that is posted or mailed. */
const samples: { [T in MailEventType | ChatEventType]: EventPayload<T> } = {
  "org.member.added": { memberId: id, role: "member" },
  "report.submitted": { number: 7, ...program },
  "report.triage.action": { number: 7, type: "certify", sequence: 2, next: "organization", ...program },
  "report.message.submitted": { number: 7, messageId: id, affiliation: "member", ...program },
  "report.state.changed": { number: 7, from: "checked", to: "resolved", ...program },
  "report.rejected": {
    number: 7,
    from: "checked",
    to: "duplicate",
    reason: "duplicate",
    description: "Seen",
    duplicateOf: 3,
    ...program,
  },
  "report.original.resolved": { number: 7, original: 3, ...program },
  "report.assignee.changed": { number: 7, from: null, to: "Aiko Tanaka", assigneeId: id, ...program },
  "report.retest.requested": {
    number: 7,
    retestId: id,
    fee: 20_000,
    expiresAt: "2026-12-24T10:00:00.000Z",
    ...program,
  },
  "report.retest.cancelled": { number: 7, retestId: id, ...program },
  "report.retest.accepted": { number: 7, retestId: id, expiresAt: "2026-12-24T10:00:00.000Z", ...program },
  "report.retest.declined": { number: 7, retestId: id, ...program },
  "report.retest.expired": { number: 7, retestId: id, ...program },
  "report.retest.answered": { number: 7, retestId: id, outcome: "fixed", fee: 20_000, ...program },
  "report.rewarded": {
    number: 7,
    rewardId: id,
    amount: 30_000,
    system: "money",
    description: "",
    ...program,
  },
  "report.disclosure.requested": { number: 7, ...program },
  "report.disclosure.rejected": { number: 7, ...program },
  "report.disclosure.due": { number: 7, disclosesAt: "2026-12-24T10:00:00.000Z", ...program },
  "report.disclosure.scheduled": {
    number: 7,
    disclosureId: id,
    publishAt: "2026-12-24T10:00:00.000Z",
    ...program,
  },
  "report.disclosed": { number: 7, disclosureId: id, automatic: false, ...program },
  "report.undisclosed": { number: 7, disclosureId: id, ...program },
  "program.application.approved": { ...application, added: true },
  "program.application.rejected": application,
  "program.application.removed": application,
  "program.test_info.accepted": testInfo,
  "program.test_info.rejected": testInfo,
  "program.test_info.updated": testInfo,
  "program.test_info.finalized": testInfo,
  "program.test_info.revoked": testInfo,
  "program.activation.approved": { requestId: id, ...program },
  "program.activation.rejected": { requestId: id, reason: "Add a real scope.", ...program },
  "user.payout.paid": { payoutId: id, amount: 10_000 },
  "user.factor.added": { kind: "passkey", name: "Laptop" },
  "user.factor.removed": { kind: "totp", name: "Phone" },
  "user.recovery_codes.created": { count: 10 },
  "user.recovery_code.used": { left: 9 },
  "user.signed_in.new_browser": {
    browser: "Firefox 133",
    system: "Linux",
    ip: "203.0.113.9",
    method: "email",
  },
  "user.payout.failed": { payoutId: id, amount: 10_000, reason: "The IBAN was refused." },
  "user.targets.overdue": {
    day: "2026-11-27",
    total: 1,
    reports: [
      {
        organizationId: id,
        programId: id,
        reportId: id,
        number: 7,
        target: "triage",
        dueAt: "2026-11-26T09:00:00.000Z",
      },
    ],
  },
};

let t: TestApp;
let event: (type: MailEventType | ChatEventType) => EventRow;
beforeAll(async () => {
  t = await createTestApp({ WORKER: "0" });
  const db = t.ctx.database.db;
  const hunter = await buildUser(db);
  const org = await buildOrganization(db);
  const kiwi = await buildProgram(db, org.id, { name: "Kiwi" });
  event = (type) => ({
    id,
    type,
    organizationId: org.id,
    actorId: null,
    sessionId: null,
    apiKeyId: null,
    programId: type.startsWith("org.") ? null : kiwi.id,
    reportId: id,
    userId: hunter.id,
    // The digest names its programs in its payload: the sample's is this database's.
    payload:
      type === "user.targets.overdue"
        ? { ...samples[type], reports: samples[type].reports.map((r) => ({ ...r, programId: kiwi.id })) }
        : (samples[type] as Record<string, unknown>),
    createdAt: new Date(),
  });
});
afterAll(async () => t.close());

describe("the event catalog's readers", () => {
  it("has a sample of its catalog shape for every posted or mailed type", () => {
    expect(Object.keys(samples).sort()).toEqual([...new Set([...mailEventTypes, ...chatEventTypes])].sort());
    for (const [type, payload] of Object.entries(samples)) {
      expect(eventCatalog[type as MailEventType].payload.safeParse(payload).success, type).toBe(true);
    }
  });

  it.each(mailEventTypes)(
    "words the %s mail in en, ja and fr, with its reason and way out (none for security)",
    async (type) => {
      const words = [];
      for (const language of languages) {
        const mail = await renderNotification(
          t.ctx.database.db,
          { publicUrl: t.ctx.config.PUBLIC_URL, secret: t.ctx.config.JWT_SECRET },
          {
            event: event(type),
            to: "ada@example.test",
            recipientId: id,
            preference: mailRowOf(type)!.preference,
            language,
          },
        );
        expect(mail, language).not.toBeNull();
        expect(mail!.subject.trim(), language).not.toBe("");
        if (mailRowOf(type)!.preference === "security") {
          // A mail about how the account is guarded cannot be turned off, and says so.
          expect(mail!.text, language).not.toContain("/unsubscribe/");
          expect(mail!.headers?.["List-Unsubscribe"]).toBeUndefined();
          expect(mail!.text, language).toContain("?settings=security");
        } else {
          expect(mail!.text, language).toContain(`/unsubscribe/${id}.${mailRowOf(type)!.preference}.`);
          expect(mail!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        }
        words.push(mail!.subject, mail!.text);
      }
      // Three languages, three different mails.
      expect(new Set(words).size).toBe(words.length);
    },
  );

  it.each(chatEventTypes)("posts %s to chat with a line and a link", (type) => {
    const message = chatMessageFor(event(type), {
      publicUrl: "https://bounty.example",
      organizationName: "Acme",
      subject: { displayName: "Ada", uniqueName: "ada" },
    });
    expect(message?.text).toMatch(/<https:\/\/bounty\.example\/organizations\/[^|>]+\|Open in Bounty>$/);
  });
});
