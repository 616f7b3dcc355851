import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identities, loginRequests } from "../../db/schema/index.ts";
import { buildUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { signInLink, startSmtpServer } from "../../test/smtp.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    RATE_LIMIT_EMAIL_PER_HOUR: "3",
    RATE_LIMIT_IP_PER_HOUR: "20",
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ipCounter = 1;
const request = (body: object, ip = `10.0.0.${ipCounter++}`) =>
  t.app.inject({ method: "POST", url: "/api/auth/request", payload: body, remoteAddress: ip });
const confirm = (link: URL) => t.app.inject({ url: `/api/auth/confirm${link.search}` });
const poll = (id: string) => t.app.inject({ url: `/api/auth/token?request=${id}` });

describe("e-mail sign-in", () => {
  it("signs a new person up through the mailed link, once", async () => {
    const res = await request({
      strategy: "email",
      email: "New.Person@Example.test",
      mode: "signup",
      name: "New Person",
    });
    expect(res.statusCode).toBe(200);
    const lr = res.json().data;
    expect(lr).toMatchObject({ strategy: "email", isSignup: true, action: null });
    expect(lr.securityPhrase).toMatch(/^\w+ \w+ \w+$/);

    expect((await poll(lr.id)).json().data).toEqual({ status: "pending" });

    const mail = await smtp.waitFor("new.person@example.test");
    expect(mail.raw).toContain(lr.securityPhrase);
    const link = signInLink(mail.raw);
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.searchParams.get("state")).toBe(lr.state);

    expect((await confirm(link)).statusCode).toBe(200);
    const again = await confirm(link);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toBe("This sign-in link has already been used.");

    const tokens = (await poll(lr.id)).json().data;
    expect(tokens.status).toBe("confirmed");
    const me = await t.app.inject({
      url: "/api/users/authenticated",
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      displayName: "New Person",
      email: "new.person@example.test",
      onboarded: false,
    });
    expect(me.json().data.uniqueName).toMatch(/^[a-z0-9-]+$/);

    // The tokens are handed out once.
    expect((await poll(lr.id)).statusCode).toBe(410);
  });

  it("signs an existing account in, with an answer identical in shape to a new address", async () => {
    const user = await buildUser(t.ctx.database.db, { email: "known@example.test" });
    await t.ctx.database.db.insert(identities).values({
      userId: user.id,
      provider: "email",
      subject: "known@example.test",
      email: "known@example.test",
    });

    const known = await request({ strategy: "email", email: "known@example.test", mode: "login" });
    const unknown = await request({ strategy: "email", email: "nobody@example.test", mode: "login" });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json().data).sort()).toEqual(Object.keys(unknown.json().data).sort());
    expect(known.json().data.isSignup).toBe(unknown.json().data.isSignup);

    const knownMail = await smtp.waitFor("known@example.test");
    const unknownMail = await smtp.waitFor("nobody@example.test");
    const subjectOf = (raw: string) => /^Subject: Sign in to Bounty: /m.test(raw);
    expect(subjectOf(knownMail.raw) && subjectOf(unknownMail.raw)).toBe(true);

    await confirm(signInLink(knownMail.raw));
    const tokens = (await poll(known.json().data.id)).json().data;
    const me = await t.app.inject({
      url: "/api/users/authenticated",
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    expect(me.json().data.id).toBe(user.id);
  });

  it("refuses a link whose code belongs to another request", async () => {
    const a = (await request({ strategy: "email", email: "a-owner@example.test" })).json().data;
    await request({ strategy: "email", email: "b-owner@example.test" });
    const linkB = signInLink((await smtp.waitFor("b-owner@example.test")).raw);
    const forged = new URL(linkB);
    forged.searchParams.set("state", a.state);
    const res = await confirm(forged);
    expect(res.statusCode).toBe(400);
    expect((await poll(a.id)).json().data).toEqual({ status: "pending" });
  });

  it("refuses an expired link", async () => {
    const lr = (await request({ strategy: "email", email: "late@example.test" })).json().data;
    const link = signInLink((await smtp.waitFor("late@example.test")).raw);
    await t.ctx.database.db
      .update(loginRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginRequests.id, lr.id));
    const res = await confirm(link);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe("This sign-in link has expired. Please start again.");
    expect((await poll(lr.id)).statusCode).toBe(410);
  });

  it("rate limits per address with a 429 and a clear message", async () => {
    const body = { strategy: "email", email: "spam@example.test" };
    for (let i = 0; i < 3; i++) expect((await request(body)).statusCode).toBe(200);
    const res = await request(body);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe("Too many sign-in attempts. Please wait a while and try again.");
    expect(res.headers["retry-after"]).toBeTruthy();
  });

  it("rate limits per IP", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++) {
      expect((await request({ strategy: "email", email: `ip${i}@example.test` }, ip)).statusCode).toBe(200);
    }
    expect((await request({ strategy: "email", email: "ip-last@example.test" }, ip)).statusCode).toBe(429);
  });

  it.each([
    [{ strategy: "email" }, "email: Enter your e-mail address."],
    [{ strategy: "email", email: "not-an-address" }, "email:"],
    [{ strategy: "fax", email: "a@b.test" }, "strategy:"],
    [{ strategy: "email", email: "a@b.test", admin: true }, "Unknown field: admin."],
  ])("refuses malformed request %j with a 400 naming the field", async (body, message) => {
    const res = await request(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it("refuses malformed confirm and token queries with 4xx, never 500", async () => {
    expect((await t.app.inject({ url: "/api/auth/confirm" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/auth/confirm?state=nope&code=nope" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/auth/token?request=not-a-uuid" })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: "/api/auth/token?request=00000000-0000-4000-8000-000000000000" }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a provider that is not configured", async () => {
    const res = await request({ strategy: "github", mode: "login" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      "GitHub sign-in is not configured on this server. Use e-mail instead.",
    );
  });
});
