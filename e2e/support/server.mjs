// Starts one app for the browser journeys on a fresh database, on a fixed loopback port:
// `node e2e/support/server.mjs <n>` serves on APP_PORT + n, for Playwright's worker n (e2e/support/fixtures.ts), so
// journeys running side by side never share data. Playwright runs one per worker as its webServers,
// beside the OpenID provider (e2e/support/oidc-server.mjs). The database is a new one on the PostgreSQL
// server `npm test` uses when one answers (dropped when the app stops), else embedded PGlite, which
// is three times slower; E2E_DATABASE=pglite asks for PGlite.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { API_NODE_ARGS } from "../../scripts/lib/build.mjs";
import { reachablePostgres } from "../../scripts/lib/postgres.mjs";

export const APP_PORT = 3300;
const OIDC_ISSUER = "http://localhost:3399";
const port = APP_PORT + Number(process.argv[2] ?? 0);

const server = process.env.E2E_DATABASE === "pglite" ? null : await reachablePostgres();
const dbName = `bounty_e2e_${port}_${process.pid}`;
/** Whether a process of this pid still runs. */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
/** Runs one statement on the server's maintenance database. */
async function onServer(statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let databaseUrl = "";
if (server) {
  // Databases of earlier runs whose server was killed before it could drop them (named for its pid).
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  const { rows } = await client
    .query("SELECT datname FROM pg_database WHERE datname LIKE 'bounty_e2e_%'")
    .finally(() => client.end());
  for (const { datname } of rows) {
    const pid = Number(datname.split("_").at(-1));
    if (!alive(pid)) await onServer(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  }
  await onServer(`CREATE DATABASE ${dbName}`);
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const dataDir = mkdtempSync(join(tmpdir(), "bounty-e2e-"));
const root = new URL("../..", import.meta.url).pathname;
const app = spawn(process.execPath, API_NODE_ARGS, {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    NODE_ENV: "development",
    GOOGLE_ISSUER: OIDC_ISSUER,
    GOOGLE_CLIENT_ID: "bounty-e2e",
    GOOGLE_CLIENT_SECRET: "bounty-e2e-secret",
    RATE_LIMIT_IP_PER_HOUR: "1000",
    // The demo manager signs in once per journey that needs her, more than five times an hour per app
    // (the limit itself is the API suite's to test: auth.email.test.ts).
    RATE_LIMIT_EMAIL_PER_HOUR: "50",
    // The report table's journey sends a dozen reports as one hunter (the limit is the API suite's).
    RATE_LIMIT_REPORTS_PER_HOUR: "100",
    // Platform staff for the journeys that need one (org-programs approves a bug bounty organization).
    DEMO_REQUEST_URL: "mailto:sales@bounty.example",
    // A hosted checkout the journeys intercept, and the secret they sign payment notices with.
    SUBSCRIPTION_CHECKOUT_URL: "https://pay.example.test/checkout",
    SUBSCRIPTION_WEBHOOK_SECRET: "e2e-subscription-webhook-secret-0123456789",
    PLATFORM_STAFF_EMAILS: process.env.PLATFORM_STAFF_EMAILS || "staff@e2e.test,newstaff@e2e.test",
  },
});
const dropDatabase = () =>
  server ? onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined) : undefined;
let stopping = false;
const stop = () => {
  stopping = true;
  app.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
app.on("exit", async (code) => {
  await dropDatabase();
  process.exit(stopping ? 0 : (code ?? 1));
});
