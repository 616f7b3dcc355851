// Fault (issue 45): PostgreSQL unreachable under load. The instance reaches the database through a
// TCP proxy the test cuts: every connection dropped, new ones hung up on, for OUTAGE_MS. PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/harness.ts";
import {
  demoProgram,
  eventually,
  firstEvent,
  get,
  post,
  signIn,
  sleep,
  submitReport,
} from "../test/instance-client.ts";
import { type Instance, startInstance, waitFor200 } from "../test/instance-process.ts";
import { startLoad } from "./load.ts";
import { startTcpProxy } from "./tcp-proxy.ts";

const onPostgres = !!process.env.DATABASE_URL;
// The figure in both sizes: the wait costs little CPU.
const OUTAGE_MS = 10_000;
const METRICS_TOKEN = "faults-metrics-token-0123456789";
let a: Instance;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createTestDatabase({ blank: true });
  drop = created.drop;
  const url = new URL(created.url!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  a = await startInstance("a", {
    DATABASE_URL: url.toString(),
    JWT_SECRET: "faults-test-secret-0123456789abcdef",
    RATE_LIMIT_IP_PER_HOUR: "100000",
    RATE_LIMIT_REPORTS_PER_HOUR: "1000",
    WORKER: "1",
    SEED_DEMO: "1",
    METRICS_TOKEN,
  });
  await waitFor200(a, "/api/health/ready");
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  await a?.stop();
  await proxy?.close();
  await drop?.();
});

const pool = async () => {
  const text = await (
    await fetch(`${a.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (state: string) =>
    Number(text.match(new RegExp(`^bounty_db_pool_connections\\{state="${state}"\\} (\\d+)`, "m"))?.[1]);
  return { total: value("total"), waiting: value("waiting") };
};

describe.runIf(onPostgres)("PostgreSQL away for 10 seconds under load", () => {
  let hunter: string;
  let program: Awaited<ReturnType<typeof demoProgram>>;

  it("fails fast with a 503 and Retry-After, says not ready, and serves again within 5 s of its return, without a restart", async () => {
    hunter = await signIn("noah@demo.bounty.localhost", a, a, a);
    program = await demoProgram(a, hunter);
    const pid = a.process.pid;
    const load = startLoad(() => a, "/api/reports?perPage=5", hunter);
    // Open across the outage: what was committed while the instance could not hear is unknown to it.
    const across = await get(a, "/api/events", hunter);
    expect(across.status).toBe(200);
    const resynced = firstEvent(across, "resync");
    await sleep(1_000);
    const cutAt = Date.now();
    await proxy.cut();
    await sleep(1_500);
    expect((await get(a, "/api/health/ready")).status).toBe(503);
    expect((await get(a, "/api/health/live")).status).toBe(200);
    expect((await pool()).waiting, "requests left waiting for a connection").toBe(0);
    await sleep(Math.max(0, cutAt + OUTAGE_MS - Date.now()));
    const restoredAt = Date.now();
    await proxy.restore();
    const back = await eventually(
      "an answer 200 after the database's return",
      async () => load.answers.find((x) => x.sent >= restoredAt && x.status === 200),
      10_000,
    );
    expect(back.answered - restoredAt, "service back within 5 s").toBeLessThan(5_000);
    // The stream that stayed open is told to refetch once the instance hears again.
    const told = await Promise.race([resynced, sleep(10_000)]);
    expect(told, "a resync on the stream kept open").toBeTruthy();
    await eventually(
      "ready again",
      async () => ((await get(a, "/api/health/ready")).status === 200 ? true : undefined),
      5_000,
    );
    await sleep(500);
    const answers = await load.stop();

    expect(answers.filter((x) => x.status !== 200 && x.status !== 503)).toEqual([]);
    const during = answers.filter((x) => x.sent > cutAt + 200 && x.answered < restoredAt);
    expect(during.length).toBeGreaterThan(10);
    for (const x of during) {
      expect(x).toMatchObject({ status: 503, code: "unavailable", retryAfter: "5" });
      // Far below the pool's 5-second wait for a connection: turned away at once, not timed out.
      expect(x.answered - x.sent, "a 503 answered fast").toBeLessThan(2_500);
    }
    expect(answers.filter((x) => x.sent > back.answered && x.status !== 200)).toEqual([]);
    const after = await pool();
    expect(after.waiting).toBe(0);
    expect(after.total).toBeLessThanOrEqual(10);
    expect(a.process.exitCode).toBeNull();
    expect(a.process.pid).toBe(pid);
  }, 90_000);

  it("writes again, and its live stream hears events again, once the database is back", async () => {
    const stream = await get(a, "/api/events", hunter);
    expect(stream.status).toBe(200);
    const heard = firstEvent(stream, "report.message.submitted");
    const sent = await submitReport(a, hunter, program, "After the outage");
    expect(sent.status, await sent.clone().text()).toBe(201);
    const report = (await sent.json()).data;
    // The event listener reconnects on its own schedule: messages until one is heard.
    let done = false;
    void heard.finally(() => {
      done = true;
    });
    for (let i = 0; !done && i < 20; i += 1) {
      await post(a, "/api/messages", { report: report.id, content: `After the outage, ${i}.` }, hunter);
      await sleep(500);
    }
    await heard;
  });
});
