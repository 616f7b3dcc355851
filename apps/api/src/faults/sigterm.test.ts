// Fault (issue 45): SIGTERM under load, as a deploy sends it. Instance A drains (readiness 503 while it
// still serves), ends its live streams and exits; a live client resumes on instance B from
// Last-Event-ID and misses nothing committed in between. PostgreSQL only.
import { request } from "node:http";
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

const onPostgres = !!process.env.DATABASE_URL;
const DRAIN_MS = 2_000;
const SHUTDOWN_TIMEOUT_MS = 1_500;
let a: Instance;
let b: Instance;
let drop: () => Promise<void>;

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createTestDatabase({ blank: true });
  drop = created.drop;
  const shared = {
    DATABASE_URL: created.url!,
    JWT_SECRET: "faults-test-secret-0123456789abcdef",
    RATE_LIMIT_IP_PER_HOUR: "100000",
  };
  [a, b] = await Promise.all([
    startInstance("a", { ...shared, WORKER: "1", SEED_DEMO: "1", SHUTDOWN_DRAIN_MS: String(DRAIN_MS) }),
    startInstance("b", {
      ...shared,
      WORKER: "0",
      SEED_DEMO: "0",
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    }),
  ]);
  await Promise.all([a, b].map((i) => waitFor200(i, "/api/health/ready")));
  await waitFor200(a, "/api/programs/acme-bug-bounty");
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([a, b].map((i) => i?.stop()));
  await drop?.();
});

/** What the first test leaves for the second: the hunter and their message. */
const left = { hunter: "", messageId: "" };

describe.runIf(onPostgres)("SIGTERM under load", () => {
  it("turns readiness false first, serves through the drain, ends live streams, and the client resumes on another instance without a gap", async () => {
    const hunter = await signIn("noah@demo.bounty.localhost", a, a, b);
    const program = await demoProgram(a, hunter);
    const stream = await get(a, "/api/events", hunter);
    expect(stream.status).toBe(200);
    const submitted = firstEvent(stream, "report.submitted");
    const sent = await submitReport(a, hunter, program, "Heard before the deploy");
    expect(sent.status, await sent.clone().text()).toBe(201);
    const report = (await sent.json()).data;
    const lastHeard = await submitted;
    expect(lastHeard.id).toMatch(/^[0-9a-f-]{36}$/);

    const stream2 = await get(a, "/api/events", hunter);
    const streamEnded = stream2.body!.pipeTo(new WritableStream()).then(
      () => Date.now(),
      () => Date.now(),
    );
    const load = startLoad(() => a, "/api/reports?perPage=5", hunter);
    await sleep(500);
    const exited = new Promise<number | null>((resolve) => a.process.once("exit", (code) => resolve(code)));
    const termAt = Date.now();
    a.process.kill("SIGTERM");
    const notReady = await eventually(
      "readiness 503",
      async () => ((await get(a, "/api/health/ready")).status === 503 ? Date.now() : undefined),
      DRAIN_MS,
    );
    expect(notReady - termAt).toBeLessThan(DRAIN_MS);
    const code = await exited;
    const answers = await load.stop();

    // The drain served every request sent in it; the process then ended the live stream and exited cleanly.
    const inDrain = answers.filter((x) => x.sent >= termAt && x.sent < termAt + DRAIN_MS - 200);
    expect(inDrain.length).toBeGreaterThan(5);
    expect(inDrain.filter((x) => x.status !== 200)).toEqual([]);
    expect(answers.filter((x) => x.status !== 200 && x.status !== 503 && x.status !== 0)).toEqual([]);
    expect(await streamEnded).toBeGreaterThanOrEqual(termAt + DRAIN_MS - 100);
    expect(code).toBe(0);

    // Committed while the client had no stream: a reconnect to B with Last-Event-ID replays it.
    const message = await post(
      b,
      "/api/messages",
      { report: report.id, content: "Sent during the deploy." },
      hunter,
    );
    expect(message.status, await message.clone().text()).toBeLessThan(300);
    Object.assign(left, { hunter, messageId: (await message.clone().json()).data.id });
    const resumed = await fetch(`${b.base}/api/events`, {
      headers: { authorization: `Bearer ${hunter}`, "last-event-id": lastHeard.id },
    });
    expect(resumed.status).toBe(200);
    const replayed = await Promise.race([firstEvent(resumed, "report.message.submitted"), sleep(5_000)]);
    expect(replayed, "the message committed between the two streams, replayed").toBeTruthy();
  }, 90_000);

  it("exits after SHUTDOWN_TIMEOUT_MS when a request is still running (an upload that never ends)", async () => {
    const boundary = "faults-boundary";
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.txt"\r\n` +
      "Content-Type: text/plain\r\n\r\n";
    const { port } = new URL(b.base);
    const upload = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: `/api/messages/${left.messageId}/attachments`,
      headers: {
        authorization: `Bearer ${left.hunter}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(head.length + 1_000_000),
      },
    });
    upload.on("error", () => undefined);
    upload.write(head);
    upload.write("x".repeat(1_000)); // Then nothing more: the request stays in flight.
    await sleep(500);
    const exited = new Promise<number | null>((resolve) => b.process.once("exit", (code) => resolve(code)));
    const termAt = Date.now();
    b.process.kill("SIGTERM");
    const code = await Promise.race([exited, sleep(10_000).then(() => "still running")]);
    expect(code, "exits with 1: a request was cut short").toBe(1);
    expect(Date.now() - termAt).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100);
    upload.destroy();
  }, 60_000);
});
