// Starts what the browser journeys need: a local OpenID Connect provider and the app on a fresh
// embedded database, on fixed loopback ports. Playwright runs this as its webServer.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { OAuth2Server } from "oauth2-mock-server";
import { API_NODE_ARGS } from "../scripts/lib/build.mjs";

export const APP_PORT = 3300;
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

const dataDir = mkdtempSync(join(tmpdir(), "bounty-e2e-"));
const root = new URL("..", import.meta.url).pathname;
const app = spawn(process.execPath, API_NODE_ARGS, {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: "",
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${APP_PORT}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    NODE_ENV: "development",
    GOOGLE_ISSUER: provider.issuer.url,
    GOOGLE_CLIENT_ID: "bounty-e2e",
    GOOGLE_CLIENT_SECRET: "bounty-e2e-secret",
    RATE_LIMIT_IP_PER_HOUR: "1000",
    // Platform staff for the journeys that need one (org-programs approves a bug bounty organization).
    DEMO_REQUEST_URL: "mailto:sales@bounty.example",
    // A hosted checkout the journeys intercept, and the secret they sign payment notices with.
    SUBSCRIPTION_CHECKOUT_URL: "https://pay.example.test/checkout",
    SUBSCRIPTION_WEBHOOK_SECRET: "e2e-subscription-webhook-secret-0123456789",
    PLATFORM_STAFF_EMAILS: process.env.PLATFORM_STAFF_EMAILS || "staff@e2e.test",
  },
});
const stop = async () => {
  app.kill("SIGTERM");
  await provider.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
app.on("exit", (code) => process.exit(code ?? 1));
