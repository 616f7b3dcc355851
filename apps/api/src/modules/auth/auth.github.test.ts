import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let provider: OAuth2Server;
let githubApi: Server;
const seenAuthorization: string[] = [];
// What GitHub's e-mails API lists: the profile's `email` is whatever its owner typed.
let listedEmails: { email: string; primary: boolean; verified: boolean }[] = [];
let githubId = 4242;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  // GitHub is plain OAuth 2: its token answer has no ID token.
  provider.service.on("beforeResponse", (response: { body: Record<string, unknown> }) => {
    delete response.body.id_token;
  });
  // Stands in for api.github.com/user and /user/emails.
  githubApi = createServer((req, res) => {
    seenAuthorization.push(req.headers.authorization ?? "");
    res.setHeader("content-type", "application/json");
    if (req.url === "/user/emails") return res.end(JSON.stringify(listedEmails));
    res.end(
      JSON.stringify({
        id: githubId,
        login: "octo-hunter",
        name: "Octo Hunter",
        email: "typed@example.test",
      }),
    );
  });
  await new Promise<void>((r) => githubApi.listen(0, "127.0.0.1", r));
  const issuer = provider.issuer.url!;
  t = await createTestApp({
    GITHUB_CLIENT_ID: "gh-client",
    GITHUB_CLIENT_SECRET: "gh-secret",
    GITHUB_AUTHORIZE_URL: `${issuer}/authorize`,
    GITHUB_TOKEN_URL: `${issuer}/token`,
    GITHUB_API_URL: `http://127.0.0.1:${(githubApi.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
  await new Promise((r) => githubApi.close(r));
});

it("signs up through GitHub with state and PKCE, keyed by the GitHub user id", async () => {
  const lr = (
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request",
      payload: { strategy: "github", mode: "signup" },
    })
  ).json().data;
  const action = new URL(lr.action);
  expect(action.searchParams.get("code_challenge_method")).toBe("S256");
  expect(action.searchParams.get("nonce")).toBeNull();
  const back = new URL((await fetch(action, { redirect: "manual" })).headers.get("location")!);
  const confirm = await t.app.inject({ url: `/api/auth/confirm${back.search}` });
  expect(confirm.json()).toEqual({ data: { ok: true, confirmByEmail: null } });
  expect(seenAuthorization.at(-1)).toMatch(/^Bearer /);

  const { token } = (await t.app.inject({ url: `/api/auth/token?request=${lr.id}` })).json().data;
  const me = (
    await t.app.inject({ url: "/api/users/authenticated", headers: { authorization: `Bearer ${token}` } })
  ).json().data;
  // GitHub verified none of its addresses: the typed profile address is not taken.
  expect(me).toMatchObject({ displayName: "Octo Hunter", uniqueName: "octo-hunter", email: null });
});

it("takes the primary address GitHub lists as verified, never the typed profile address", async () => {
  githubId = 4343;
  listedEmails = [
    { email: "other@example.test", primary: false, verified: true },
    { email: "Octo@Example.test", primary: true, verified: true },
    { email: "typed@example.test", primary: false, verified: false },
  ];
  const lr = (
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request",
      payload: { strategy: "github", mode: "login" },
    })
  ).json().data;
  const back = new URL((await fetch(new URL(lr.action), { redirect: "manual" })).headers.get("location")!);
  expect((await t.app.inject({ url: `/api/auth/confirm${back.search}` })).statusCode).toBe(200);
  const { token } = (await t.app.inject({ url: `/api/auth/token?request=${lr.id}` })).json().data;
  const me = (
    await t.app.inject({ url: "/api/users/authenticated", headers: { authorization: `Bearer ${token}` } })
  ).json().data;
  expect(me.email).toBe("octo@example.test");
  expect(me.platformStaff).toBe(false);
});
