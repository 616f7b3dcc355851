import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { startOidcProvider } from "../../test/oidc-provider.ts";

let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  provider = await startOidcProvider();
  t = await createTestApp(provider.env);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Walks the provider's authorize step the way a browser would and returns the redirect to us. */
async function signInAtProvider(claims: Record<string, unknown>, opts: { tamperNonce?: boolean } = {}) {
  const req = await t.app.inject({
    method: "POST",
    url: "/api/auth/request",
    payload: { strategy: "google", mode: "login" },
  });
  expect(req.statusCode).toBe(200);
  const lr = req.json().data;
  const action = new URL(lr.action);
  expect(action.searchParams.get("code_challenge_method")).toBe("S256");
  expect(action.searchParams.get("state")).toBe(lr.state);
  expect(action.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/confirm");
  const nonce = action.searchParams.get("nonce");
  expect(nonce).toBeTruthy();
  provider.state.claims = { nonce: opts.tamperNonce ? "other-nonce" : nonce, ...claims };
  const res = await fetch(action, { redirect: "manual" });
  const back = new URL(res.headers.get("location")!);
  expect(back.pathname).toBe("/auth/confirm");
  return { lr, back };
}

const confirm = (back: URL) =>
  t.app.inject({
    url: `/api/auth/confirm?${new URLSearchParams({ state: back.searchParams.get("state")!, code: back.searchParams.get("code")! })}`,
  });
const poll = (id: string) => t.app.inject({ url: `/api/auth/token?request=${id}` });
const me = (token: string) =>
  t.app.inject({ url: "/api/users/authenticated", headers: { authorization: `Bearer ${token}` } });

describe("OpenID Connect sign-in", () => {
  it("creates an account keyed by provider and subject, then signs the same subject in again", async () => {
    const first = await signInAtProvider({
      sub: "subject-1",
      email: "oidc@example.test",
      email_verified: true,
      name: "Oidc Person",
    });
    expect((await confirm(first.back)).statusCode).toBe(200);
    const tokens = (await poll(first.lr.id)).json().data;
    const user = (await me(tokens.token)).json().data;
    expect(user).toMatchObject({ displayName: "Oidc Person", email: "oidc@example.test", onboarded: false });

    const second = await signInAtProvider({
      sub: "subject-1",
      email: "changed@example.test",
      name: "Whatever",
    });
    await confirm(second.back);
    const again = (await me((await poll(second.lr.id)).json().data.token)).json().data;
    expect(again.id).toBe(user.id);
  });

  it("never links two accounts by e-mail address alone", async () => {
    const a = await signInAtProvider({
      sub: "subject-a",
      email: "shared@example.test",
      email_verified: true,
    });
    await confirm(a.back);
    const userA = (await me((await poll(a.lr.id)).json().data.token)).json().data;
    const b = await signInAtProvider({
      sub: "subject-b",
      email: "shared@example.test",
      email_verified: true,
    });
    await confirm(b.back);
    const userB = (await me((await poll(b.lr.id)).json().data.token)).json().data;
    expect(userB.id).not.toBe(userA.id);
  });

  it("refuses an ID token whose nonce is not ours", async () => {
    const { lr, back } = await signInAtProvider({ sub: "subject-n" }, { tamperNonce: true });
    const res = await confirm(back);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^The provider refused the sign-in/);
    expect((await poll(lr.id)).json().data).toEqual({ status: "pending" });
  });

  it("refuses a code replayed against its request", async () => {
    const { back } = await signInAtProvider({ sub: "subject-r" });
    expect((await confirm(back)).statusCode).toBe(200);
    expect((await confirm(back)).statusCode).toBe(410);
  });

  it("reports the configured providers", async () => {
    const res = await t.app.inject({ url: "/api/config" });
    expect(res.json().data.providers).toEqual({ github: false, google: true });
  });
});

describe("an unreachable provider", () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({
      GOOGLE_ISSUER: "http://127.0.0.1:1",
      GOOGLE_CLIENT_ID: "x",
      GOOGLE_CLIENT_SECRET: "y",
    });
  });
  afterAll(() => down.close());

  it("answers 502 with a clear message, not a 500", async () => {
    const res = await down.app.inject({
      method: "POST",
      url: "/api/auth/request",
      payload: { strategy: "google" },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      "The sign-in provider could not be reached. Please try again later, or use e-mail.",
    );
  });
});
