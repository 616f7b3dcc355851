import { PassThrough } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { signInLink, startSmtpServer } from "../../test/smtp.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let logs = "";

beforeAll(async () => {
  smtp = await startSmtpServer();
  const stream = new PassThrough();
  stream.on("data", (c: Buffer) => {
    logs += c.toString();
  });
  t = await createTestApp({ SMTP_URL: smtp.url, LOG_LEVEL: "trace" }, { logStream: stream });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it("keeps tokens, codes and states out of the logs of a whole sign-in", async () => {
  const lr = (
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request",
      payload: { strategy: "email", email: "log@example.test" },
    })
  ).json().data;
  const link = signInLink((await smtp.waitFor("log@example.test")).raw);
  await t.app.inject({ url: `/api/auth/confirm${link.search}` });
  const { token, refreshToken } = (await t.app.inject({ url: `/api/auth/token?request=${lr.id}` })).json()
    .data;
  await t.app.inject({ url: "/api/users/authenticated", headers: { authorization: `Bearer ${token}` } });
  await t.app.inject({ method: "POST", url: "/api/auth/token/refresh", payload: { refreshToken } });

  expect(logs).toContain("/api/auth/confirm"); // the requests were logged at all
  for (const secret of [link.searchParams.get("code")!, lr.state, lr.id, token, refreshToken]) {
    expect(logs).not.toContain(secret);
  }
});
