import { DEFAULT_NOTIFICATION_PREFERENCES } from "@bounty/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { buildSignedInUser, buildUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/users/${id}`, headers, payload });

describe("GET /api/users/authenticated", () => {
  it("answers the signed-in user's account view", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, { email: "me@example.test", bio: "hi" });
    const res = await t.app.inject({ url: "/api/users/authenticated", headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      uniqueName: user.uniqueName,
      email: "me@example.test",
      bio: "hi",
      onboarded: true,
      settings: { language: "en", theme: "light" },
      notificationPreferences: { acceptsJobRequests: true, reportReplies: true, applications: true },
    });
  });
});

describe("GET /api/users/authenticated/credits", () => {
  it("is an empty page for a hunter never rewarded (rewards.test.ts lists real credits)", async () => {
    const { headers } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({ url: "/api/users/authenticated/credits", headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { total: 0, page: 1, perPage: 1000 } });
  });

  it("takes page and perPage, capped at 1000", async () => {
    const { headers } = await buildSignedInUser(t.ctx);
    const ok = await t.app.inject({ url: "/api/users/authenticated/credits?page=2&perPage=50", headers });
    expect(ok.json().meta).toEqual({ total: 0, page: 2, perPage: 50 });
    const tooMany = await t.app.inject({ url: "/api/users/authenticated/credits?perPage=1001", headers });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/^perPage: /);
  });

  it("is 401 anonymous", async () => {
    const res = await t.app.inject({ url: "/api/users/authenticated/credits" });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST /api/users/login (daily login)", () => {
  it("sets lastLoginAt the first time, and keeps it within 24 hours", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const first = await t.app.inject({ method: "POST", url: "/api/users/login", headers });
    expect(first.statusCode).toBe(200);
    const at = first.json().data.lastLoginAt as string;
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(60_000);
    const again = await t.app.inject({ method: "POST", url: "/api/users/login", headers });
    expect(again.json().data.lastLoginAt).toBe(at);
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt!.toISOString()).toBe(at);
  });

  it("moves it again once it is older than 24 hours", async () => {
    const old = new Date(Date.now() - 25 * 3600_000);
    const { headers } = await buildSignedInUser(t.ctx, { lastLoginAt: old });
    const res = await t.app.inject({ method: "POST", url: "/api/users/login", headers });
    expect(Date.parse(res.json().data.lastLoginAt)).toBeGreaterThan(old.getTime() + 3600_000);
  });

  it("keeps a login from 23 hours ago", async () => {
    const recent = new Date(Date.now() - 23 * 3600_000);
    const { headers } = await buildSignedInUser(t.ctx, { lastLoginAt: recent });
    const res = await t.app.inject({ method: "POST", url: "/api/users/login", headers });
    expect(res.json().data.lastLoginAt).toBe(recent.toISOString());
  });
});

describe("GET /api/users/{id}", () => {
  it("shows a stranger the public profile only, without abilities", async () => {
    const owner = await buildUser(t.ctx.database.db, { email: "secret@example.test", bio: "Pentester" });
    const res = await t.app.inject({ url: `/api/users/${owner.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual({
      id: owner.id,
      displayName: owner.displayName,
      uniqueName: owner.uniqueName,
      icon: null,
      bio: "Pentester",
      country: null,
      socials: [],
      openForEmployment: false,
      createdAt: owner.createdAt.toISOString(),
      points: 0,
      submittedCount: 0,
      rewardedCount: 0,
    });
    expect(body.abilities).toEqual({ update: false });
    expect(res.body).not.toContain("secret@example.test");
  });

  it("shows another signed-in user the public profile", async () => {
    const owner = await buildUser(t.ctx.database.db, { email: "hidden@example.test" });
    const other = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({ url: `/api/users/${owner.id}`, headers: other.headers });
    expect(res.json().data.email).toBeUndefined();
    expect(res.json().data.settings).toBeUndefined();
    expect(res.json().abilities).toEqual({ update: false });
  });

  it("shows the owner their account view and that they may edit it", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, { email: "mine@example.test" });
    const res = await t.app.inject({ url: `/api/users/${user.id}`, headers });
    expect(res.json().data.email).toBe("mine@example.test");
    expect(res.json().data.settings).toEqual({ language: "en", theme: "light" });
    expect(res.json().abilities).toEqual({ update: true });
  });

  it("finds a user by uniqueName, whatever the case", async () => {
    const owner = await buildUser(t.ctx.database.db, { uniqueName: "profile-by-name" });
    const res = await t.app.inject({ url: "/api/users/Profile-By-Name" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(owner.id);
  });

  it.each([
    ["an unknown uuid", "6f1c1f2e-8a3b-4c5d-9e0f-123456789abc"],
    ["an unknown name", "nobody-here"],
    ["a name with odd characters", "%27%3B--"],
  ])("is 404 for %s", async (_what, id) => {
    const res = await t.app.inject({ url: `/api/users/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "not_found", message: "User not found." });
  });
});

describe("PUT /api/users/{id}", () => {
  it("saves the profile fields and answers the account view", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(user.id, headers, {
      displayName: "  Ada Lovelace  ",
      uniqueName: "ada-l",
      bio: "Security researcher",
      country: "GB",
      socials: [{ type: "github", link: "https://github.com/ada" }],
      openForEmployment: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      displayName: "Ada Lovelace",
      uniqueName: "ada-l",
      bio: "Security researcher",
      country: "GB",
      socials: [{ type: "github", link: "https://github.com/ada" }],
      openForEmployment: true,
    });
    const [row] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ displayName: "Ada Lovelace", uniqueName: "ada-l", country: "GB" });
  });

  it("clears the country with null", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, { country: "JP" });
    const res = await put(user.id, headers, { country: null });
    expect(res.json().data.country).toBeNull();
  });

  it("merges notification preferences and settings instead of replacing them", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, {
      settings: { language: "fr", theme: "light" },
    });
    const res = await put(user.id, headers, {
      notificationPreferences: { reportReplies: false },
      settings: { theme: "dark" },
    });
    expect(res.json().data.notificationPreferences).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      reportReplies: false,
    });
    expect(res.json().data.settings).toEqual({ language: "fr", theme: "dark" });
  });

  it("sets onboardedAt once, on the first 'Complete setup'", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, { onboardedAt: null });
    const before = await t.app.inject({ url: "/api/users/authenticated", headers });
    expect(before.json().data.onboarded).toBe(false);
    const res = await put(user.id, headers, { onboarded: true });
    expect(res.json().data.onboarded).toBe(true);
    const [first] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    await put(user.id, headers, { onboarded: true });
    const [second] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(second!.onboardedAt!.getTime()).toBe(first!.onboardedAt!.getTime());
  });

  it("refuses a uniqueName another user holds, whatever the case (409)", async () => {
    await buildUser(t.ctx.database.db, { uniqueName: "Taken-Name" });
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(user.id, headers, { uniqueName: "taken-name" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "conflict",
      message: "This name is taken. Please choose another one.",
    });
  });

  it("refuses names reserved for API paths", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(user.id, headers, { uniqueName: "authenticated" });
    expect(res.statusCode).toBe(409);
  });

  it("lets the owner keep their own uniqueName", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(user.id, headers, { uniqueName: user.uniqueName, bio: "same name" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bio).toBe("same name");
  });

  it.each([
    ["uppercase", "Ada"],
    ["a space", "ada l"],
    ["an underscore", "ada_l"],
    ["an accent", "adé"],
  ])("refuses a uniqueName with %s", async (_what, uniqueName) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(user.id, headers, { uniqueName });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "validation_failed",
      message: "uniqueName: Only letters, numbers, hyphens are allowed.",
    });
  });

  it.each([
    [{ email: "new@example.test" }, "Unknown field: email."],
    [{ id: "6f1c1f2e-8a3b-4c5d-9e0f-123456789abc" }, "Unknown field: id."],
    [{ iconKey: "avatars/x.png" }, "Unknown field: iconKey."],
    [{ settings: { theme: "dark", admin: true } }, "Unknown field: admin."],
  ])("refuses unknown keys %j", async (payload, message) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(user.id, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it.each([
    [{ displayName: "   " }, "displayName: Enter a display name."],
    [{ country: "XX" }, "country: Pick a country from the list."],
    [{ socials: [{ type: "github", link: "javascript:alert(1)" }] }, "socials.0.link: "],
    [{ settings: { language: "de" } }, "settings.language: "],
    [{ onboarded: false }, "onboarded: "],
  ])("names the field of a bad value %j", async (payload, message) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(user.id, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.startsWith(message)).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents every users route under the users tag", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json();
    const paths = doc.paths as Record<string, Record<string, { tags?: string[] }>>;
    const usersRoutes = Object.entries(paths)
      .filter(([path]) => path.startsWith("/api/users"))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(usersRoutes).toEqual(
      [
        "GET /api/users/authenticated",
        "GET /api/users/authenticated/credits",
        "GET /api/users/authenticated/inbox",
        "GET /api/users/authenticated/inbox/unread",
        "POST /api/users/authenticated/inbox/read",
        "GET /api/users/authenticated/movements",
        "POST /api/users/login",
        "GET /api/users/{id}",
        "PUT /api/users/{id}",
        "DELETE /api/users/{id}",
        "PUT /api/users/{id}/avatar",
        "GET /api/users/{id}/avatar",
        "GET /api/users/{id}/token",
        "POST /api/users/{id}/token",
        "DELETE /api/users/{id}/token/{tokenId}",
        "GET /api/users/{id}/private",
        "PUT /api/users/{id}/private",
        "GET /api/users/{id}/billing",
        "PUT /api/users/{id}/billing",
        "GET /api/users/{id}/balance",
        "GET /api/users/{id}/settings",
        "PUT /api/users/{id}/settings",
        "GET /api/users/{id}/activities",
        // Issue 46: Settings → Security.
        "GET /api/users/{id}/security",
        "GET /api/users/{id}/security/history",
        "POST /api/users/{id}/security/totp",
        "POST /api/users/{id}/security/totp/{factorId}/confirm",
        "POST /api/users/{id}/security/passkeys/options",
        "POST /api/users/{id}/security/passkeys",
        "PATCH /api/users/{id}/security/factors/{factorId}",
        "DELETE /api/users/{id}/security/factors/{factorId}",
        "POST /api/users/{id}/security/recovery-codes",
        "POST /api/users/{id}/security/verify/options",
        "POST /api/users/{id}/security/verify",
        "GET /api/users/{id}/sessions",
        "DELETE /api/users/{id}/sessions",
        "DELETE /api/users/{id}/sessions/{sessionId}",
      ].sort(),
    );
    expect(paths["/api/users/{id}"]?.put?.tags).toEqual(["users"]);
    const putUser = doc.paths["/api/users/{id}"].put;
    expect(putUser.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(putUser.requestBody.content["application/json"].schema.properties)).toContain(
      "uniqueName",
    );
  });
});
