// No mail flood under races (issue 26, item 3): the outsider mail limits hold when an organization's
// requests arrive together, not only one after another. CI runs this on PostgreSQL, where the requests
// truly race for the organization's advisory lock (skipped, loudly, on PGlite: outsider-quota.test.ts
// holds the limits one request at a time there).
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { notificationMails, outsiderMails } from "../db/schema/index.ts";
import { buildOrganization, buildProgram, buildSignedInUser, buildUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { itRaces } from "../test/races.ts";
import {
  OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR,
  OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY,
  takeOutsiderMailQuota,
} from "./outsider-quota.ts";

let t: TestApp;
const db = () => t.ctx.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIMULTANEOUS = 20;
/** An unstarted organization's mails taken one at a time before the rest of its day is raced for. */
const TAKEN_BEFORE = (OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY * 3) / 4;
const LEFT = OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY - TAKEN_BEFORE;

describe("the outsider mail limits under concurrency", () => {
  itRaces(
    `${SIMULTANEOUS} simultaneous adds of one hunter to ${SIMULTANEOUS} started programs mail them ${OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR} times; every add still works`,
    async () => {
      const attacker = await buildSignedInUser(t.ctx);
      const org = await buildOrganization(db(), { adminId: attacker.user.id });
      const programs = [];
      for (let i = 0; i < SIMULTANEOUS; i++)
        programs.push(
          await buildProgram(db(), org.id, {
            type: "vdp",
            visibility: "invite",
            activated: true,
            firstActivatedAt: new Date(),
          }),
        );
      const victim = await buildUser(db());

      // One request per program: the program row locks do not meet, only the quota's lock can.
      const answers = await Promise.all(
        programs.map((program) =>
          t.app.inject({
            method: "POST",
            url: "/api/applications",
            headers: attacker.headers,
            payload: { program: program.id, hunter: victim.uniqueName },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(SIMULTANEOUS).fill(201));

      const mails = await db()
        .select({ status: notificationMails.status, lastError: notificationMails.lastError })
        .from(notificationMails)
        .where(eq(notificationMails.recipientId, victim.id));
      expect(mails).toHaveLength(SIMULTANEOUS);
      const through = mails.filter((m) => m.status !== "skipped");
      const skipped = mails.filter((m) => m.status === "skipped");
      expect(through).toHaveLength(OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR);
      expect(skipped).toHaveLength(SIMULTANEOUS - OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR);
      expect(new Set(skipped.map((m) => m.lastError))).toEqual(
        new Set([`Over the limit of ${OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR} an hour to one person.`]),
      );
      // The quota's own count agrees: exactly the limit was taken.
      const [taken] = await db()
        .select({ n: count() })
        .from(outsiderMails)
        .where(and(eq(outsiderMails.organizationId, org.id), eq(outsiderMails.recipientId, victim.id)));
      expect(taken?.n).toBe(OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR);
    },
  );

  itRaces(
    `${SIMULTANEOUS} simultaneous mails to one person take exactly ${OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR}`,
    async () => {
      const org = await buildOrganization(db());
      await buildProgram(db(), org.id, { activated: true, firstActivatedAt: new Date() });
      const recipientId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: SIMULTANEOUS }, () =>
          takeOutsiderMailQuota(db(), { organizationId: org.id, recipientId, kind: "test" }),
        ),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR);
      expect(answers.filter((a) => !a.ok)).toHaveLength(SIMULTANEOUS - OUTSIDER_MAILS_PER_RECIPIENT_PER_HOUR);
    },
  );

  itRaces(
    `an organization with no started program, at ${TAKEN_BEFORE} of its ${OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY} a day: ${SIMULTANEOUS} simultaneous mails to different people take exactly the ${LEFT} left`,
    async () => {
      const org = await buildOrganization(db());
      await buildProgram(db(), org.id, { activated: false });
      const take = () =>
        takeOutsiderMailQuota(db(), { organizationId: org.id, recipientId: randomUUID(), kind: "test" });
      // Three quarters of the day's limit taken one at a time; the last quarter raced for.
      for (let i = 0; i < TAKEN_BEFORE; i++) expect((await take()).ok).toBe(true);
      const answers = await Promise.all(Array.from({ length: SIMULTANEOUS }, take));
      expect(answers.filter((a) => a.ok)).toHaveLength(LEFT);
      const [taken] = await db()
        .select({ n: count() })
        .from(outsiderMails)
        .where(eq(outsiderMails.organizationId, org.id));
      expect(taken?.n).toBe(OUTSIDER_MAILS_PER_UNSTARTED_ORGANIZATION_PER_DAY);
    },
  );
});
