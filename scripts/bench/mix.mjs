// `npm run bench -- --mix` (issue 45): a realistic mix of requests at rising fixed rates, over one API
// instance and then two on the same PostgreSQL, until p99 passes 250 ms or a request fails. Open loop:
// each request's latency counts from the moment it was due, so a server that falls behind is seen
// (no coordinated omission). CPU per request is split between the API processes and PostgreSQL's.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import { endpoints } from "./endpoints.mjs";
import { resetSubmissions } from "./seed.mjs";

/**
 * Shares of requests, by endpoint. A day on a bug bounty platform is mostly reading: visitors on a
 * program's public pages (a program going public brings them), hunters on their programs, reports and
 * inbox, staff on the report table and a report's page and conversation, triagers on their queue;
 * writes (submissions, rewards) are a few in a hundred.
 */
export const MIX = [
  ["programs-anonymous", 10],
  ["program-detail", 10],
  ["public-hof", 4],
  ["public-activity", 4],
  ["public-disclosures", 4],
  ["public-leaderboard", 3],
  ["programs-hunter", 8],
  ["reports-hunter", 8],
  ["users-authenticated", 6],
  ["inbox-unread", 5],
  ["report-submit", 3],
  ["reports-org", 8],
  ["reports-org-status", 4],
  ["report-detail", 8],
  ["report-messages", 6],
  ["organization-activities", 2],
  ["report-rewards-spread", 2],
  ["triage-queue", 3],
  ["triage-dashboard", 2],
];

const TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
/** CPU seconds a process has used (user and system). */
const cpuOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
};
const postgresCpu = () => {
  const pids = execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" }).trim().split("\n");
  return pids.reduce((sum, pid) => sum + cpuOf(pid), 0);
};

/** Each endpoint's requests as a function giving the next one: { path, method, headers, body }. */
async function requestMakers(context) {
  const makers = [];
  for (const [name, weight] of MIX) {
    const endpoint = endpoints.find((e) => e.name === name);
    if (!endpoint) throw new Error(`No endpoint ${name} in endpoints.mjs`);
    const spec = await endpoint.request(context);
    const base = new URL(spec.url);
    const next = spec.requests?.[0]?.setupRequest
      ? () => {
          const r = spec.requests[0].setupRequest({ method: spec.requests[0].method ?? "GET", headers: {} });
          return { path: r.path, method: r.method, headers: r.headers, body: r.body };
        }
      : () => ({
          path: base.pathname + base.search,
          method: spec.method ?? "GET",
          headers: spec.headers ?? {},
          body: spec.body,
        });
    for (let i = 0; i < weight; i += 1) makers.push({ name, next });
  }
  // Spread each endpoint's turns over the cycle instead of bunching them.
  return makers
    .map((m, i) => ({ m, key: (i * 7919) % makers.length }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.m);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** `rate` requests a second for `seconds`, round-robin over `ports`; every latency and failure. */
async function step(makers, ports, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  const failures = {};
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending = [];
  const fail = (key) => {
    failures[key] = (failures[key] ?? 0) + 1;
  };
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const maker = makers[n % makers.length];
    const request = maker.next();
    pending.push(
      new Promise((resolve) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port: ports[n % ports.length],
            agent,
            path: request.path,
            method: request.method,
            headers: request.headers,
          },
          (res) => {
            res.resume();
            res.on("end", () => {
              if (res.statusCode >= 400) fail(`${maker.name} ${res.statusCode}`);
              latencies.push(performance.now() - due);
              resolve();
            });
          },
        );
        req.on("error", (err) => {
          fail(`${maker.name} ${err.code ?? err.message}`);
          resolve();
        });
        if (request.body) req.end(request.body);
        else req.end();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate,
    achieved: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

/**
 * Rising rates over the API processes `apis` ({ port, pid }), each held `seconds`, until one fails its
 * goal. Returns every step and the highest rate held, with CPU per request.
 */
export async function measureMix(context, apis, { rates, seconds }) {
  const makers = await requestMakers(context);
  const steps = [];
  for (const rate of rates) {
    await resetSubmissions(context.db);
    const apiBefore = apis.reduce((s, a) => s + cpuOf(a.pid), 0);
    const pgBefore = postgresCpu();
    const result = await step(
      makers,
      apis.map((a) => a.port),
      rate,
      seconds,
    );
    const requests = Math.round(rate * seconds);
    result.apiCpuMs = ((apis.reduce((s, a) => s + cpuOf(a.pid), 0) - apiBefore) * 1000) / requests;
    result.pgCpuMs = ((postgresCpu() - pgBefore) * 1000) / requests;
    result.held = result.p99 <= 250 && Object.keys(result.failures).length === 0;
    steps.push(result);
    console.log(formatStep(apis.length, result));
    if (!result.held) break;
  }
  const held = steps.filter((s) => s.held).at(-1) ?? null;
  return { instances: apis.length, steps, held };
}

export const formatStep = (instances, s) =>
  `mix ×${instances}  ${String(s.rate).padStart(4)} req/s offered, ${s.achieved.toFixed(0).padStart(4)} answered/s  ` +
  `p50 ${s.p50.toFixed(0).padStart(4)} ms  p99 ${s.p99.toFixed(0).padStart(5)} ms  CPU a request: API ${s.apiCpuMs.toFixed(1)} ms, ` +
  `PostgreSQL ${s.pgCpuMs.toFixed(1)} ms  ${s.held ? "held" : `NOT HELD ${JSON.stringify(s.failures)}`}`;

export const formatMix = (m) =>
  m.held
    ? `mix ×${m.instances}: ${m.held.rate} req/s held (p99 ${m.held.p99.toFixed(0)} ms, no errors); CPU a request: API ${m.held.apiCpuMs.toFixed(1)} ms, PostgreSQL ${m.held.pgCpuMs.toFixed(1)} ms`
    : `mix ×${m.instances}: not even the first rate was held`;

/**
 * The whole `--mix` run: the rates over the API already started (`api`), then over it and a second
 * instance `startSecond()` starts on the same database. Returns both results.
 */
export async function runMix(context, api, startSecond, { rates, seconds }) {
  const one = await measureMix(context, [api], { rates, seconds });
  const second = await startSecond();
  try {
    const two = await measureMix(context, [api, second], { rates, seconds });
    return [one, two];
  } finally {
    second.kill?.("SIGTERM");
  }
}
