import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { API_NODE_ARGS, buildAll, root } from "../lib/build.mjs";
import { findChromium } from "../lib/chromium.mjs";
import { endpoints } from "./endpoints.mjs";
import { measureExport } from "./export.mjs";
import { formatImport, measureImport } from "./imports.mjs";
import { lighthouse } from "./lighthouse.mjs";
import { formatLiveClients, measureLiveClients } from "./live-clients.mjs";
import { formatMail, measureMail, printMail } from "./mail.mjs";
import { formatMix, runMix } from "./mix.mjs";
import { memoryOf, startProcess, untilDatabaseQuiet } from "./processes.mjs";
import {
  format,
  formatExport,
  formatPage,
  printExports,
  printPages,
  printTable,
  printUploads,
} from "./report.mjs";
import { fixtures, PLATFORM_STAFF_EMAIL, resetSubmissions, SEED_VERSION, seedTier } from "./seed.mjs";
import { formatUploads, measureUploads } from "./uploads.mjs";

const { values: opts } = parseArgs({
  options: {
    tier: { type: "string", default: "S" },
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    warmup: { type: "string", default: "3" },
    only: { type: "string" },
    lighthouse: { type: "string", default: "on" },
    live: { type: "string", default: "10000" },
    mix: { type: "boolean", default: false },
    rates: { type: "string", default: "25,50,100,150,200,250,300,400,500,600,800" },
  },
});
const tier = opts.tier.toUpperCase();
const connectionLevels = opts.connections.split(",").map(Number);
const duration = Number(opts.duration);
const rounds = Number(opts.rounds);
const warmup = Number(opts.warmup);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const JWT_SECRET = "bench-secret-bench-secret-bench-secret-00";
const API_PORT = 3811;
const B0_PORT = 3812;
const WORKER_PORT = 3813;

const dbUrl = (name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** The tier's database, created and seeded unless an earlier run left it seeded by this version. */
async function prepareDatabase() {
  const name = `bounty_bench_${tier.toLowerCase()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount > 0;
  let seeded = false;
  if (exists) {
    const db = new pg.Client({ connectionString: dbUrl(name) });
    await db.connect();
    seeded = await db
      .query("SELECT version FROM bench_seed WHERE tier = $1", [tier])
      .then((r) => r.rows[0]?.version === SEED_VERSION)
      .catch(() => false);
    await db.end();
    if (!seeded) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  }
  if (!seeded) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { url: dbUrl(name), seeded };
}

/** Unmeasured load first, so the JIT, the pools and PostgreSQL's caches are warm for both sides. */
async function warm(request, connections) {
  if (warmup > 0) await autocannon({ ...request, connections, duration: warmup, pipelining: 1 });
}

async function measure(request, connections, pid) {
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rssMb);
  }, 250);
  const result = await autocannon({ ...request, connections, duration, pipelining: 1 });
  clearInterval(sampler);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rssMb: Math.round(Math.max(peak, memoryOf(pid).rssMb)),
  };
}

// Signed by the API's own code, so the benchmark's tokens are the ones the API hands out.
const token = async (userId, sessionId) => {
  const { signAccessToken } = await import(`${root}apps/api/dist/http/tokens.js`);
  return signAccessToken({ userId, sessionId }, JWT_SECRET, 7200);
};

async function main() {
  buildAll();
  const { url, seeded } = await prepareDatabase();
  // Uploaded files go to a directory of this run, removed at its end.
  const dataDir = mkdtempSync(join(tmpdir(), "bounty-bench-"));
  const apiEnv = {
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    DATABASE_URL: url,
    PORT: String(API_PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
    JWT_SECRET,
    SMTP_URL: "smtp://127.0.0.1:9",
    SEED_DEMO: "0",
    WORKER: "0",
    LOG_LEVEL: "warn",
    RATE_LIMIT_IP_PER_HOUR: "1000000",
    RATE_LIMIT_REPORTS_PER_HOUR: "1000000000",
    PLATFORM_STAFF_EMAILS: PLATFORM_STAFF_EMAIL,
  };
  const api = await startProcess(API_NODE_ARGS, apiEnv, `http://127.0.0.1:${API_PORT}/api/health`);
  // A failed seed or measurement must not leave the API holding its port for the next run.
  process.on("exit", () => api.kill());
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  if (!seeded) {
    console.log(`Seeding tier ${tier}…`);
    const started = Date.now();
    const counts = await seedTier(db, tier);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
  }
  await resetSubmissions(db);
  const b0 = await startProcess(
    ["scripts/bench/baseline.mjs"],
    { DATABASE_URL: url, PORT: String(B0_PORT) },
    `http://127.0.0.1:${B0_PORT}/b0/${fixtures.publicProgram}`,
  );
  const context = {
    api: `http://127.0.0.1:${API_PORT}`,
    db,
    hunterToken: await token(fixtures.hunter, fixtures.hunterSession),
    adminToken: await token(fixtures.admin, fixtures.adminSession),
    tokenFor: token,
    staffToken: await token(fixtures.platformStaff, fixtures.platformStaffSession),
  };
  if (opts.mix) {
    const second = () =>
      startProcess(
        API_NODE_ARGS,
        { ...apiEnv, PORT: String(WORKER_PORT), PUBLIC_URL: `http://127.0.0.1:${WORKER_PORT}` },
        `http://127.0.0.1:${WORKER_PORT}/api/health`,
      ).then((child) => ({ port: WORKER_PORT, pid: child.pid, kill: (s) => child.kill(s) }));
    const mix = await runMix(context, { port: API_PORT, pid: api.pid }, second, {
      rates: opts.rates.split(",").map(Number),
      seconds: duration,
    }).finally(() => {
      api.kill("SIGTERM");
      b0.kill("SIGTERM");
    });
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
    for (const m of mix) console.log(formatMix(m));
    mkdirSync(`${root}bench-results`, { recursive: true });
    const file = `${root}bench-results/mix-${tier}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
    writeFileSync(file, JSON.stringify({ tier, duration, date: new Date().toISOString(), mix }, null, 2));
    console.log(`\nWritten to ${file}`);
    return;
  }
  const chosen = endpoints.filter((e) => !opts.only || opts.only.split(",").includes(e.name));
  const baseline = { url: `http://127.0.0.1:${B0_PORT}/b0/${fixtures.publicProgram}` };
  const rows = [];
  const pages = [];
  const exports = [];
  let uploads = null;
  let reportImport = null;
  let mail = null;
  let liveClients = null;
  const runs = (name) => !opts.only || opts.only.split(",").includes(name);
  try {
    for (const connections of connectionLevels) {
      for (const endpoint of chosen) {
        const pairs = [];
        await warm(baseline, connections);
        await warm(await endpoint.request(context), connections);
        for (let round = 0; round < rounds; round += 1) {
          const base = await measure(baseline, connections, b0.pid);
          const request = await endpoint.request(context);
          const result = await measure(request, connections, api.pid);
          pairs.push({ base, result });
        }
        // What one endpoint wrote must not change what the next one reads: the requests still queued
        // in the server (a bulk change waits on its reports' locks) finish first.
        await untilDatabaseQuiet(db);
        await resetSubmissions(db);
        const mean = (pick) => pairs.reduce((s, p) => s + pick(p), 0) / pairs.length;
        const row = {
          endpoint: endpoint.name,
          what: endpoint.what,
          connections,
          reqPerSec: Math.round(mean((p) => p.result.reqPerSec)),
          p50: mean((p) => p.result.p50),
          p99: mean((p) => p.result.p99),
          errors: pairs.reduce((s, p) => s + p.result.errors, 0),
          rssMb: Math.max(...pairs.map((p) => p.result.rssMb)),
          b0ReqPerSec: Math.round(mean((p) => p.base.reqPerSec)),
          ratio: mean((p) => p.result.reqPerSec / p.base.reqPerSec),
          goal: endpoint.goal,
        };
        row.met = row.ratio >= row.goal && row.errors === 0;
        rows.push(row);
        console.log(format(row));
      }
    }
    if (runs("report-uploads")) {
      uploads = await measureUploads(context, memoryOf, api.pid);
      console.log(formatUploads(uploads));
    }
    if (runs("report-import")) {
      reportImport = await measureImport(context, memoryOf, api.pid);
      console.log(formatImport(reportImport));
    }
    if (runs("mail")) {
      // The API under measurement runs no worker; this one sends, to the benchmark's SMTP sink.
      const startWorker = (smtpUrl) =>
        startProcess(
          API_NODE_ARGS,
          { ...apiEnv, PORT: String(WORKER_PORT), WORKER: "1", SMTP_URL: smtpUrl },
          `http://127.0.0.1:${WORKER_PORT}/api/health`,
        );
      mail = await measureMail(context, startWorker);
      console.log(formatMail(mail));
    }
    if (runs("live-clients")) {
      liveClients = await measureLiveClients(context, memoryOf, api.pid, Number(opts.live));
      console.log(formatLiveClients(liveClients));
    }
    if (runs("report-export")) {
      for (const scope of ["program", "organization"]) {
        const result = await measureExport(context, scope, api.pid);
        exports.push(result);
        console.log(formatExport(result));
      }
    }
    // The first load, scored the way the Speed issue sets its goal: every run that measures everything.
    const chromium = findChromium();
    if (opts.lighthouse === "on" && !opts.only && chromium) {
      for (const path of ["/programs", `/programs/${fixtures.publicProgram}`]) {
        const page = lighthouse(`${context.api}${path}`, chromium);
        pages.push(page);
        console.log(formatPage(page));
      }
    }
  } finally {
    api.kill("SIGTERM");
    b0.kill("SIGTERM");
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printTable(rows, { tier, duration, rounds });
  printExports(exports);
  printUploads(uploads);
  printMail(mail);
  if (liveClients) console.log(`\n${formatLiveClients(liveClients)}`);
  printPages(pages);
  mkdirSync(`${root}bench-results`, { recursive: true });
  const file = `${root}bench-results/bench-${tier}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        tier,
        duration,
        rounds,
        date: new Date().toISOString(),
        rows,
        exports,
        uploads,
        reportImport,
        mail,
        liveClients,
        lighthouse: pages,
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${file}`);
}

await main();
