import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { identities, sessions } from "../../db/schema/index.ts";
import { buildUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { signInLink } from "../../test/smtp.ts";
import { securityHelpers } from "./security.fixtures.ts";

let t: TestApp;
const h = securityHelpers(() => t);
beforeAll(async () => {
  t = await createTestApp();
  h.watch();
});
afterAll(() => t.close());

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_MAC_NEXT = CHROME_MAC.replace("131.0.0.0", "132.0.0.0");
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A whole e-mail sign-in whose poll comes from `agent`. */
async function signInFrom(email: string, agent: string) {
  const lr = (
    await t.app.inject({ method: "POST", url: "/api/auth/request", payload: { strategy: "email", email } })
  ).json().data;
  const link = signInLink(h.mails.filter((m) => m.to === email).at(-1)!.text);
  await t.app.inject({ url: `/api/auth/confirm${link.search}` });
  const poll = await t.app.inject({
    url: `/api/auth/token?request=${lr.id}`,
    headers: { "user-agent": agent },
  });
  expect(poll.json().data.status).toBe("confirmed");
}

describe("a sign-in from a browser not seen before", () => {
  it("mails the person, except for the first sign-in and for a browser seen before (a new version included)", async () => {
    const email = "traveller@example.test";
    const user = await buildUser(t.ctx.database.db, { email, emailVerifiedAt: new Date() });
    await t.ctx.database.db
      .insert(identities)
      .values({ userId: user.id, provider: "email", subject: email, email });
    await signInFrom(email, CHROME_MAC);
    await signInFrom(email, CHROME_MAC_NEXT);
    expect(await h.queued(user.id, "user.signed_in.new_browser")).toEqual([]);
    await signInFrom(email, FIREFOX_LINUX);
    expect(await h.queued(user.id, "user.signed_in.new_browser")).toEqual([
      {
        preference: "security",
        payload: { browser: "Firefox 133", system: "Linux", ip: "127.0.0.1", method: "email" },
      },
    ]);
    await signInFrom(email, FIREFOX_LINUX);
    expect(await h.queued(user.id, "user.signed_in.new_browser")).toHaveLength(1);
  });

  it("mails nothing for the first sign-in after browsers were recorded, and always for a browser that names nothing", async () => {
    const email = "legacy@example.test";
    const user = await buildUser(t.ctx.database.db, { email, emailVerifiedAt: new Date() });
    await t.ctx.database.db
      .insert(identities)
      .values({ userId: user.id, provider: "email", subject: email, email });
    // A session from before this release: no user agent recorded.
    await t.ctx.database.db.insert(sessions).values({ userId: user.id });
    await signInFrom(email, CHROME_MAC);
    expect(await h.queued(user.id, "user.signed_in.new_browser")).toEqual([]);
    await signInFrom(email, "");
    await signInFrom(email, "curl/8.5.0");
    expect(await h.queued(user.id, "user.signed_in.new_browser")).toHaveLength(2);
  });
});
