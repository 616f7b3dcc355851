import { describe, expect, it } from "vitest";
import type { EventRow } from "../events/events.repository.ts";
import { type ChatContext, chatMessageFor, hasPrivateProgramDetails, isChatEvent } from "./chat-messages.ts";

const orgId = "11111111-1111-4111-8111-111111111111";
const programId = "22222222-2222-4222-8222-222222222222";

const buildEvent = (overrides: Partial<EventRow> = {}): EventRow => ({
  id: "33333333-3333-4333-8333-333333333333",
  organizationId: orgId,
  type: "org.member.added",
  actorId: null,
  programId: null,
  reportId: null,
  userId: "44444444-4444-4444-8444-444444444444",
  sessionId: null,
  apiKeyId: null,
  payload: { memberId: "m1", role: "member" },
  createdAt: new Date("2025-01-01T00:00:00Z"),
  ...overrides,
});

const context: ChatContext = {
  publicUrl: "https://bounty.example.com/",
  organizationName: "Acme",
  subject: { displayName: "Ada", uniqueName: "ada" },
};
const membersLink = `https://bounty.example.com/organizations/${orgId}/members`;

describe("chatMessageFor", () => {
  it("words a member joining, with a link to the members page", () => {
    expect(chatMessageFor(buildEvent(), context)).toEqual({
      text: `Ada (@ada) joined Acme. <${membersLink}|Open in Bounty>`,
    });
  });

  it("escapes what people typed, so a name cannot add links or mentions", () => {
    const message = chatMessageFor(buildEvent(), {
      ...context,
      organizationName: "A&B <!channel>",
      subject: { displayName: "<https://evil.test|click>", uniqueName: "ada" },
    });
    expect(message?.text).toBe(
      `&lt;https://evil.test|click&gt; (@ada) joined A&amp;B &lt;!channel&gt;. <${membersLink}|Open in Bounty>`,
    );
  });

  it("says 'Someone' when the user is gone", () => {
    expect(chatMessageFor(buildEvent(), { ...context, subject: null })?.text).toMatch(
      /^Someone joined Acme\./,
    );
  });

  it.each([
    "org.created",
    "org.updated",
    "org.member.removed",
    "org.invite.created",
    "org.chat_webhook.created",
    "org.chat_webhook.deleted",
  ])("posts nothing for %s", (type) => {
    expect(isChatEvent({ type, payload: {} })).toBe(false);
    expect(chatMessageFor(buildEvent({ type }), context)).toBeNull();
  });
});

describe("programs whose details are private", () => {
  it.each([
    ["no program", { programId: null, payload: {} }, false],
    ["a public program", { programId, payload: { programDetailsPrivate: false } }, false],
    ["a private program", { programId, payload: { programDetailsPrivate: true } }, true],
    ["a program that does not say", { programId, payload: {} }, true],
    ["a program with a non-boolean flag", { programId, payload: { programDetailsPrivate: "no" } }, true],
  ])("%s: link only %s", (_what, event, expected) => {
    expect(hasPrivateProgramDetails(event)).toBe(expected);
  });

  it("send only a link, never a title or a name", () => {
    const event = buildEvent({ programId, payload: { programDetailsPrivate: true, title: "SQL injection" } });
    expect(chatMessageFor(event, context)).toEqual({ text: `<${membersLink}>` });
  });

  it("send the whole message when the program's details are public", () => {
    const event = buildEvent({ programId, payload: { programDetailsPrivate: false } });
    expect(chatMessageFor(event, context)?.text).toContain("Ada (@ada) joined Acme.");
  });
});

describe("report lines", () => {
  const reportEvent = (type: string, payload: Record<string, unknown>) =>
    buildEvent({
      type,
      programId,
      reportId: "55555555-5555-4555-8555-555555555555",
      payload: { number: 12, programDetailsPrivate: false, ...payload },
    });
  const link = `<https://bounty.example.com/organizations/${orgId}/reports/55555555-5555-4555-8555-555555555555|Open in Bounty>`;

  it.each([
    [{ amount: 30000, system: "money" }, "Report #12 was rewarded ¥30,000."],
    [{ amount: 250, system: "point" }, "Report #12 was rewarded 250 P."],
    [{ amount: -2000, system: "money" }, "A reward on report #12 was corrected by -¥2,000."],
  ])("word a reward with its amount and never its description: %j", (payload, line) => {
    const event = reportEvent("report.rewarded", { ...payload, description: "secret words" });
    expect(chatMessageFor(event, context)).toEqual({ text: `${line} ${link}` });
  });
});
