import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

describe("the dev mailbox without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("keeps sign-in mails (sent through the job queue) and shows them at /dev/mail", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request",
      payload: { strategy: "email", email: "dev@example.test" },
    });
    let mails: Array<{ to: string; text: string }> = [];
    for (let i = 0; i < 40 && mails.length === 0; i++) {
      mails = (await t.app.inject({ url: "/api/dev/mail" })).json().data;
      if (mails.length === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mails[0]?.to).toBe("dev@example.test");
    expect(mails[0]?.text).toContain("http://localhost:3000/auth/confirm?state=");
    const page = await t.app.inject({ url: "/dev/mail" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("dev@example.test");
    expect(page.body).toContain('<a href="http://localhost:3000/auth/confirm?state=');
  });
});

describe("with SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1", WORKER: "0" });
  });
  afterAll(() => t.close());

  it("has no dev mailbox", async () => {
    expect((await t.app.inject({ url: "/dev/mail" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/dev/mail" })).statusCode).toBe(404);
  });
});
