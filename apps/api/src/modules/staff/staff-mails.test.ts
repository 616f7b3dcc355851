// Platform staff see the notification mails that failed for good and send one again.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationMails } from "../../db/schema/index.ts";
import { recordEvent } from "../../events/events.repository.ts";
import { finishMail, markMailsQueued } from "../../notifications/mail-outbox.repository.ts";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { apiKeyHeaders, buildWorld, type World } from "../organizations/core/organizations.fixtures.ts";

let t: TestApp;
let w: World;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  // No worker: the rows stay as the test leaves them.
  t = await createTestApp({ PLATFORM_STAFF_EMAILS: "staff@example.test", WORKER: "0" });
  w = await buildWorld(t);
  staff = await buildSignedInUser(t.ctx, { email: "staff@example.test", emailVerifiedAt: new Date() });
});
afterAll(async () => t.close());
const db = () => t.ctx.database.db;

/** A payout mail to `userId` that the SMTP server refused after every retry. */
async function failedMail(userId: string) {
  const event = await db().transaction((tx) =>
    recordEvent(tx, {
      type: "user.payout.paid",
      organizationId: null,
      actorId: null,
      userId,
      payload: { payoutId: randomUUID(), amount: 5_000 },
    }),
  );
  const [row] = await db().select().from(notificationMails).where(eq(notificationMails.eventId, event.id));
  await markMailsQueued(db(), [row!.id]);
  await db().update(notificationMails).set({ attempts: 6 }).where(eq(notificationMails.id, row!.id));
  await finishMail(db(), row!.id, "failed", "550 5.1.1 mailbox unavailable");
  return row!;
}

describe("GET /api/staff/mails and POST /api/staff/mails/{id}/retry", () => {
  it("lists failed mails newest first, and puts one back in the outbox to go out again", async () => {
    const older = await failedMail(w.member.user.id);
    const newer = await failedMail(w.admin.user.id);
    const res = await t.app.inject({ url: "/api/staff/mails", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 2, page: 1, perPage: 50 });
    expect(body.data.map((m: { id: string }) => m.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toEqual({
      id: newer.id,
      to: w.admin.user.email,
      eventType: "user.payout.paid",
      attempts: 6,
      lastError: "550 5.1.1 mailbox unavailable",
      createdAt: expect.any(String),
    });

    const retry = await t.app.inject({
      method: "POST",
      url: `/api/staff/mails/${older.id}/retry`,
      headers: staff.headers,
    });
    expect(retry.statusCode).toBe(204);
    const [row] = await db().select().from(notificationMails).where(eq(notificationMails.id, older.id));
    expect(row).toMatchObject({ status: "pending", queuedAt: null, attempts: 0 });
    // Only a failed mail goes back: once pending (or sent), a second retry is a 404.
    const again = await t.app.inject({
      method: "POST",
      url: `/api/staff/mails/${older.id}/retry`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/staff/mails", headers: staff.headers })).json().meta.total).toBe(
      1,
    );
  });

  it("is for platform staff's sessions only: 401 anonymous, 403 for everyone else, changing nothing", async () => {
    const mail = await failedMail(w.member.user.id);
    const staffKey = await apiKeyHeaders(t, staff.user.id, staff.headers);
    const callers: [string, Record<string, string>, number][] = [
      ["anonymous", {}, 401],
      ["hunter", w.nonMember.headers, 403],
      ["the mail's recipient", w.member.headers, 403],
      ["organization admin", w.admin.headers, 403],
      ["triage member", w.triage.headers, 403],
      ["another organization's admin", w.otherAdmin.headers, 403],
      ["staff's API key", staffKey, 403],
    ];
    for (const [who, headers, status] of callers) {
      const list = await t.app.inject({ url: "/api/staff/mails", headers });
      expect(list.statusCode, who).toBe(status);
      const retry = await t.app.inject({ method: "POST", url: `/api/staff/mails/${mail.id}/retry`, headers });
      expect(retry.statusCode, who).toBe(status);
    }
    const [row] = await db().select().from(notificationMails).where(eq(notificationMails.id, mail.id));
    expect(row?.status).toBe("failed");
    const unknown = await t.app.inject({
      method: "POST",
      url: `/api/staff/mails/${randomUUID()}/retry`,
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
