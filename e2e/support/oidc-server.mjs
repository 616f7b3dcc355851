// The local OpenID Connect provider the browser journeys sign in with ("Google"), on a fixed loopback
// port; every app server of the run (e2e/support/server.mjs, one per worker) trusts it. Playwright runs
// this as one of its webServers.
import { OAuth2Server } from "oauth2-mock-server";

export const OIDC_PORT = 3399;

const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");
// The mock provider does not echo the nonce; relay it from the authorize step to the ID token. A
// journey may sign in as another provider account: a JSON cookie `e2e_claims` on the provider's
// origin, read at the authorize step, replaces the default claims.
const nonces = new Map();
const claimsByCode = new Map();
const defaultClaims = {
  sub: "e2e-oidc-user",
  email: "oidc.hunter@example.test",
  email_verified: true,
  name: "Oidc Hunter",
};
provider.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const code = redirect.url.searchParams.get("code");
  const nonce = new URL(req.url, "http://x").searchParams.get("nonce");
  if (code && nonce) nonces.set(code, nonce);
  const cookie = /(?:^|;\s*)e2e_claims=([^;]+)/.exec(req.headers.cookie ?? "")?.[1];
  if (code && cookie) claimsByCode.set(code, JSON.parse(decodeURIComponent(cookie)));
});
provider.service.on("beforeTokenSigning", (token, req) => {
  const nonce = nonces.get(req.body?.code);
  if (nonce) token.payload.nonce = nonce;
  Object.assign(token.payload, claimsByCode.get(req.body?.code) ?? defaultClaims);
});
await provider.start(OIDC_PORT, "127.0.0.1");

const stop = async () => {
  await provider.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
