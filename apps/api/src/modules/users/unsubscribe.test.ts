// One-click unsubscribe (RFC 8058): the signed link in a notification's List-Unsubscribe header and
// footer turns one kind of mail off for its owner, for anyone who holds it, and nothing else.
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { unsubscribeToken } from "../../notifications/unsubscribe-token.ts";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { apiKeyHeaders } from "../organizations/core/organizations.fixtures.ts";
import { BAD_UNSUBSCRIBE_LINK } from "./unsubscribe.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.ctx.database.db;
const tokenOf = (userId: string, preference: "reportReplies" | "accountUpdates" = "reportReplies") =>
  unsubscribeToken(t.ctx.config.JWT_SECRET, userId, preference);
const preferencesOf = async (id: string) =>
  (await db().select().from(users).where(eq(users.id, id)))[0]!.notificationPreferences;
const oneClick = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/notifications/unsubscribe/${token}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: "List-Unsubscribe=One-Click",
  });

describe("one-click unsubscribe", () => {
  it("names the kind of mail, turns it off on the mail client's POST, and stays off when posted again", async () => {
    const ada = await buildSignedInUser(t.ctx);
    const token = tokenOf(ada.user.id);
    const before = await t.app.inject({ url: `/api/notifications/unsubscribe/${token}` });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: { preference: "reportReplies", subscribed: true } });

    const off = await oneClick(token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ data: { preference: "reportReplies", subscribed: false } });
    expect(await preferencesOf(ada.user.id)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      reportReplies: false,
    });
    // Only that kind: every other mail is still on.
    expect((await oneClick(token)).statusCode).toBe(200);
    expect(await preferencesOf(ada.user.id)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      reportReplies: false,
    });
  });

  it("takes a plain POST from the web page, and multipart from a client that sends it", async () => {
    const ada = await buildSignedInUser(t.ctx);
    const plain = await t.app.inject({
      method: "POST",
      url: `/api/notifications/unsubscribe/${tokenOf(ada.user.id, "accountUpdates")}`,
    });
    expect(plain.statusCode).toBe(200);
    expect((await preferencesOf(ada.user.id)).accountUpdates).toBe(false);
    const bob = await buildSignedInUser(t.ctx);
    const boundary = "----bounty";
    const multipart = await t.app.inject({
      method: "POST",
      url: `/api/notifications/unsubscribe/${tokenOf(bob.user.id)}`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect((await preferencesOf(bob.user.id)).reportReplies).toBe(false);
  });

  it("refuses a forged, altered or foreign token with a 400 the page shows, changing nothing", async () => {
    const ada = await buildSignedInUser(t.ctx);
    const bob = await buildSignedInUser(t.ctx);
    const good = tokenOf(ada.user.id);
    const [, , signature] = good.split(".");
    const forged = [
      `${bob.user.id}.reportReplies.${signature}`,
      `${ada.user.id}.accountUpdates.${signature}`,
      `${ada.user.id}.acceptsJobRequests.${signature}`,
      `${good}x`,
      "not-a-token",
      `${ada.user.id}.reportReplies.${"A".repeat(43)}`,
      unsubscribeToken("another-installation-secret-another-1234", ada.user.id, "reportReplies"),
    ];
    for (const token of forged) {
      for (const res of [
        await t.app.inject({ url: `/api/notifications/unsubscribe/${encodeURIComponent(token)}` }),
        await oneClick(encodeURIComponent(token)),
      ]) {
        expect(res.statusCode, token).toBe(400);
        expect(res.json().error.message).toBe(BAD_UNSUBSCRIBE_LINK);
      }
    }
    expect(await preferencesOf(ada.user.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(await preferencesOf(bob.user.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("answers the same for every caller (the link is the credential), and 404 once the account is gone", async () => {
    const ada = await buildSignedInUser(t.ctx);
    const other = await buildSignedInUser(t.ctx);
    const key = await apiKeyHeaders(t, other.user.id, other.headers);
    const token = tokenOf(ada.user.id);
    for (const headers of [{}, ada.headers, other.headers, key]) {
      const res = await t.app.inject({ url: `/api/notifications/unsubscribe/${token}`, headers });
      expect(res.statusCode).toBe(200);
    }
    // Another person's session does not make it theirs: it still turns off Ada's mail, not theirs.
    expect((await oneClick(token, other.headers)).statusCode).toBe(200);
    expect((await preferencesOf(ada.user.id)).reportReplies).toBe(false);
    expect((await preferencesOf(other.user.id)).reportReplies).toBe(true);
    // It reads no credential at all: a stale bearer token a client still sends changes nothing.
    expect((await oneClick(token, { authorization: "Bearer nonsense" })).statusCode).toBe(200);

    await db().delete(users).where(eq(users.id, ada.user.id));
    const gone = await oneClick(token);
    expect(gone.statusCode).toBe(404);
  });
});
