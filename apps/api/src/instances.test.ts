// Several instances, as a platform runs them (issue 45): two API processes that serve traffic
// (WORKER=0) and two worker processes competing for the same jobs, started at the same moment on one
// new PostgreSQL database, their files in one S3-compatible bucket. PostgreSQL only: PGlite serves
// one process.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/client.ts";
import { type ChatServer, startChatServer } from "./test/chat-server.ts";
import { createTestDatabase } from "./test/harness.ts";
import {
  demoProgram,
  eventually,
  firstEvent,
  get,
  json,
  post,
  signIn,
  sleep,
  submitReport,
  upload,
} from "./test/instance-client.ts";
import { type Instance, startInstance, waitFor200 } from "./test/instance-process.ts";
import { startS3Server } from "./test/s3-server.ts";

const onPostgres = !!process.env.DATABASE_URL;
let a: Instance;
let b: Instance;
let workers: Instance[];
let database: Database;
let drop: () => Promise<void>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let chat: ChatServer;
/** A seeded disclosure made due again before the workers' first run of the schedule. */
let due: { id: string; reportId: string; since: Date };

const sql = async <T>(text: string, params: unknown[] = []) =>
  (await database.pool.query(text, params)).rows as T[];

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createTestDatabase({ blank: true });
  ({ database, drop } = created);
  [s3, chat] = await Promise.all([startS3Server(), startChatServer()]);
  const shared = {
    DATABASE_URL: created.url!,
    JWT_SECRET: "instances-test-secret-0123456789abcdef",
    RATE_LIMIT_EMAIL_PER_HOUR: "3",
    RATE_LIMIT_IP_PER_HOUR: "1000",
    CHAT_WEBHOOK_BASE_URL: chat.base,
    // The chat server's certificate is the tests' own.
    NODE_EXTRA_CA_CERTS: fileURLToPath(new URL("./test/tls/localhost-cert.pem", import.meta.url)),
    ...s3.env,
  };
  // The four migrate at once (under the lock); one seeds the demo data.
  const started = await Promise.all([
    startInstance("a", { ...shared, WORKER: "0", SEED_DEMO: "1" }),
    startInstance("b", { ...shared, WORKER: "0", SEED_DEMO: "0" }),
    startInstance("worker-1", { ...shared, WORKER: "1", SEED_DEMO: "0" }),
    startInstance("worker-2", { ...shared, WORKER: "1", SEED_DEMO: "0" }),
  ]);
  [a, b] = started;
  workers = started.slice(2);
  await Promise.all(started.map((i) => waitFor200(i, "/api/health/ready")));
  await waitFor200(a, "/api/programs/acme-bug-bounty");
  // The workers' first run of the disclosure schedule comes 20 s after their start.
  const [disclosure] = await sql<{ id: string; report_id: string }>(
    "UPDATE disclosures SET published_at = NULL, publish_at = now() - interval '1 minute' " +
      "WHERE id = (SELECT id FROM disclosures WHERE published_at IS NOT NULL LIMIT 1) RETURNING id, report_id",
  );
  due = { id: disclosure!.id, reportId: disclosure!.report_id, since: new Date() };
}, 180_000);
afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all([a, b, ...(workers ?? [])].map((i) => i?.stop()));
  await Promise.all([drop?.(), s3?.close(), chat?.close()]);
});

/** What the tests after the submission share: its report, the hunter and the manager. */
const world = { reportId: "", organizationId: "", hunter: "", manager: "", messageId: "" };

// Each waits on other processes: a slow machine gets time.
describe.runIf(onPostgres)("two API instances and two workers on one database", { timeout: 120_000 }, () => {
  it("all migrated the one database, and each is ready", async () => {
    for (const i of [a, b, ...workers]) expect((await get(i, "/api/health/ready")).status).toBe(200);
  });

  it("holds one address's sign-in limit across both instances", async () => {
    const statuses = [];
    for (const i of [a, b, a, b])
      statuses.push(
        (
          await post(i, "/api/auth/request", {
            strategy: "email",
            email: "limit@example.test",
            mode: "login",
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("brings a report submitted through A to a live client of B within a second, and drops B's cached public answer", async () => {
    world.manager = await signIn("aiko@demo.bounty.localhost", a, b, b);
    world.hunter = await signIn("noah@demo.bounty.localhost", b, a, b);
    const publicTotal = async () =>
      (
        (await (await get(b, "/api/programs/acme-bug-bounty/activities")).json()) as {
          meta: { total: number };
        }
      ).meta.total;
    // Now kept in B's memory for 30 s unless an event drops it.
    const before = await publicTotal();
    const stream = await get(b, "/api/events", world.manager);
    expect(stream.status).toBe(200);
    const heard = firstEvent(stream, "report.submitted");
    const program = await demoProgram(a, world.hunter);
    world.organizationId = program.organization.id;
    const sent = await submitReport(a, world.hunter, program, "Two instances, one stream");
    const answered = Date.now();
    expect(sent.status, await sent.clone().text()).toBe(201);
    world.reportId = (await sent.json()).data.id;
    expect((await heard).at - answered).toBeLessThan(1000);
    // The submission is a public fact of the program: B shows it at once, not after its cache expires.
    await eventually(
      "B's public activity shows the submission",
      async () => ((await publicTotal()) === before + 1 ? true : undefined),
      2_000,
    );
  });

  it("sends a message's mails and chat line once each, with two workers competing for them", async () => {
    const sam = await signIn("sam@demo.bounty.localhost", a, a, b);
    const connected = await post(
      a,
      `/api/organizations/${world.organizationId}/slack`,
      { webhook: chat.hookUrl("services/T1/B1/instances"), active: true },
      sam,
    );
    expect(connected.status, await connected.clone().text()).toBe(201);
    const message = await json(
      await post(b, "/api/messages", { report: world.reportId, content: "One more step." }, world.hunter),
    );
    world.messageId = message.id;
    const [event] = await sql<{ id: string }>(
      "SELECT id FROM events WHERE report_id = $1 AND type = 'report.message.submitted'",
      [world.reportId],
    );
    expect(event, "the message's event").toBeDefined();
    let last: unknown;
    const settled = await eventually(
      "the message's mails and chat line delivered",
      async () => {
        const [row] = await sql<{ pending: number; sent: number; chat: string[] }>(
          `SELECT (SELECT count(*) FROM notification_mails WHERE event_id = $1 AND status = 'pending')::int AS pending,
                (SELECT count(*) FROM notification_mails WHERE event_id = $1 AND status = 'sent')::int AS sent,
                (SELECT array_agg(status || ' ' || coalesce(last_error, '')) FROM chat_deliveries WHERE event_id = $1) AS chat`,
          [event!.id],
        );
        last = row;
        return row!.pending === 0 && row!.chat?.[0] === "delivered " ? row : undefined;
      },
      20_000,
      () => last,
    );
    expect(settled.sent).toBeGreaterThan(0);
    await sleep(2_000); // A second delivery, if there were one, would have come by now.
    const twice = await sql(
      `SELECT "to", subject, count(*) FROM dev_mails GROUP BY "to", subject, text HAVING count(*) > 1`,
    );
    expect(twice, "mails delivered twice").toEqual([]);
    const lines = chat.received.map((p) => JSON.stringify(p.body));
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines).size, lines.join("\n")).toBe(lines.length);
  });

  it("downloads through B a file uploaded through A, from the shared bucket", async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => (i * 7) % 251);
    const uploaded = await upload(
      a,
      `/api/messages/${world.messageId}/attachments`,
      "files",
      new File([bytes], "proof.bin", { type: "application/octet-stream" }),
      world.hunter,
    );
    expect(uploaded.status, await uploaded.clone().text()).toBeLessThan(300);
    const [attachment] = (await uploaded.json()).data as { name: string }[];
    const download = await get(
      b,
      `/api/messages/${world.messageId}/attachments/${encodeURIComponent(attachment!.name)}`,
      world.manager,
    );
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it("runs the disclosure schedule and the daily digest once, with two workers", async () => {
    await eventually(
      "the due disclosure published",
      async () => {
        const [row] = await sql<{ published: boolean }>(
          "SELECT published_at IS NOT NULL AS published FROM disclosures WHERE id = $1",
          [due.id],
        );
        return row!.published ? true : undefined;
      },
      90_000,
    );
    await sleep(2_000);
    const published = await sql(
      "SELECT id FROM events WHERE type = 'report.disclosed' AND report_id = $1 AND created_at >= $2",
      [due.reportId, due.since],
    );
    expect(published).toHaveLength(1);
    await eventually(
      "the digest's first run",
      async () =>
        (await sql("SELECT day FROM daily_runs WHERE job = 'target-digest'")).length ? true : undefined,
      30_000,
    );
    await sleep(2_000);
    expect(await sql("SELECT day FROM daily_runs WHERE job = 'target-digest'")).toHaveLength(1);
    const digests = await sql<{ user_id: string; n: number }>(
      "SELECT user_id, count(*)::int AS n FROM events WHERE type = 'user.targets.overdue' GROUP BY user_id",
    );
    expect(digests.filter((d) => d.n > 1)).toEqual([]);
  });
});
