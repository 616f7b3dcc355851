// No mail flood (issue 26, item 3): an organization cannot aim more than a few mails an hour at one
// person outside it, an organization with no started program a few a day in all, and adding a hunter
// to a program that never started mails nobody. The actions themselves still work.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationMails } from "../db/schema/index.ts";
import { buildOrganization, buildProgram, buildSignedInUser, buildUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { testMailbox } from "../test/mailbox.ts";
import {
  OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR,
  OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY,
  subjectName,
  takeOutsiderMailQuota,
} from "./outsider-quota.ts";

let t: TestApp;
const db = () => t.ctx.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An attacker's organization with one vdp program (started or not) and a victim hunter. */
async function world(programOverrides: Parameters<typeof buildProgram>[2]) {
  const attacker = await buildSignedInUser(t.ctx);
  const org = await buildOrganization(db(), { adminId: attacker.user.id });
  const program = await buildProgram(db(), org.id, {
    type: "vdp",
    visibility: "invite",
    name: "URGENT verify your payout at evil.example or lose your reward today",
    ...programOverrides,
  });
  const victim = await buildUser(db());
  const cycle = async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: attacker.headers,
      payload: { program: program.id, hunter: victim.uniqueName },
    });
    expect(added.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/applications/${added.json().data.id}`,
      headers: attacker.headers,
    });
    expect(removed.statusCode).toBe(200);
  };
  return { org, program, victim, cycle };
}

const mailbox = testMailbox(() => t);
const mailsTo = async (to: string | null) => (await mailbox.read()).filter((m) => m.to === to);

describe("mails an organization sends to people outside it", () => {
  it("adding and removing a hunter on a program that never started mails nobody", async () => {
    await mailbox.clear();
    const w = await world({ activated: false, firstActivatedAt: null });
    for (let i = 0; i < 3; i++) await w.cycle();
    expect(await mailsTo(w.victim.email)).toEqual([]);
  });

  it("a started program's add-and-remove loop mails one person at most 5 times an hour; every action still works", async () => {
    await mailbox.clear();
    const w = await world({ activated: true, firstActivatedAt: new Date() });
    for (let i = 0; i < 6; i++) await w.cycle();
    const mails = await mailsTo(w.victim.email);
    expect(mails).toHaveLength(OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR);
    // The mails beyond the limit stay in the outbox, skipped with the reason, for platform staff.
    const skipped = await db()
      .select()
      .from(notificationMails)
      .where(and(eq(notificationMails.recipientId, w.victim.id), eq(notificationMails.status, "skipped")));
    expect(skipped).toHaveLength(7);
    expect(skipped[0]!.lastError).toBe("Over the limit of 5 an hour to one person.");
    // The program's name is the attacker's text: shortened in the subject, never the mail's only text.
    expect(mails[0]!.subject).toBe("You joined: URGENT verify your payout at evil.examp…");
    expect(mails[0]!.text).toContain("Bounty never asks for a password, a payment or your bank details");
    expect(mails[1]!.subject.startsWith("Removed from: ")).toBe(true);
  });

  it("an organization with no started program reaches at most 20 people a day in all", async () => {
    const org = await buildOrganization(db());
    await buildProgram(db(), org.id, { activated: false });
    const answers = [];
    for (let i = 0; i < OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY + 3; i++) {
      answers.push(
        await takeOutsiderMailQuota(db(), {
          organizationId: org.id,
          recipientId: randomUUID(),
          kind: "test",
        }),
      );
    }
    expect(answers.filter((a) => a.ok)).toHaveLength(OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY);
    expect(answers.at(-1)).toEqual({
      ok: false,
      reason: "20 a day from an organization with no started program",
    });
    // A day later, the window has moved on.
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(
      await takeOutsiderMailQuota(
        db(),
        { organizationId: org.id, recipientId: randomUUID(), kind: "test" },
        tomorrow,
      ),
    ).toEqual({ ok: true });
  });

  it("a real program inviting its hundred hunters is not slowed", async () => {
    const org = await buildOrganization(db());
    await buildProgram(db(), org.id, { activated: true, firstActivatedAt: new Date() });
    for (let i = 0; i < 100; i++) {
      const answer = await takeOutsiderMailQuota(db(), {
        organizationId: org.id,
        recipientId: randomUUID(),
        kind: "test",
      });
      expect(answer.ok).toBe(true);
    }
  });

  it("shortens names for subjects to one line", () => {
    expect(subjectName("Acme\n  web")).toBe("Acme web");
    expect(subjectName("x".repeat(100))).toHaveLength(40);
  });
});
