// Fault (issue 45): `kill -9` of an API instance at random moments during concurrent writes (report
// submissions, messages, rewards and withdrawals with Idempotency-Key), restarted each time. What was
// answered 2xx exists exactly once, what was refused not at all, what went unanswered whole or not at
// all; retrying with the same keys creates nothing twice; the ledger reconciles. PostgreSQL only.
// CI size: 3 kills; FAULTS=full (npm run test:faults): 20.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { isReconciled, reconcileLedger } from "../modules/ledger/index.ts";
import { createTestDatabase } from "../test/harness.ts";
import { demoProgram, json, post, signIn, sleep, submitReport } from "../test/instance-client.ts";
import { type Instance, startInstance, waitFor200 } from "../test/instance-process.ts";

const onPostgres = !!process.env.DATABASE_URL;
const ROUNDS = process.env.FAULTS === "full" ? 20 : 3;
const CHAINS = 4;
const YEN = 10_000;
let a: Instance;
let env: Record<string, string>;
let database: Database;
let drop: () => Promise<void>;

type Kind = "report" | "message" | "reward" | "withdrawal";
/** One write sent: its key (also its marker: the report's title, the message's words, the reward's description). */
interface Write {
  kind: Kind;
  key: string;
  /** Sent before the kill: an unanswered one was in flight when the process died. */
  sentBeforeKill?: boolean;
  /** The answer's status; 0 when the process died first. */
  status: number;
  retried?: number;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

beforeAll(async () => {
  if (!onPostgres) return;
  const created = await createTestDatabase({ blank: true });
  ({ database, drop } = created);
  env = {
    DATABASE_URL: created.url!,
    JWT_SECRET: "faults-test-secret-0123456789abcdef",
    RATE_LIMIT_IP_PER_HOUR: "100000",
    RATE_LIMIT_REPORTS_PER_HOUR: "100000",
    WORKER: "1",
  };
  a = await startInstance("a", { ...env, SEED_DEMO: "1" });
  await waitFor200(a, "/api/programs/acme-bug-bounty");
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  await a?.stop();
  await drop?.();
});

describe.runIf(onPostgres)(`kill -9 during writes (${ROUNDS} kills)`, () => {
  it(
    "keeps every answered write exactly once, every unanswered one whole or absent, and the ledger reconciled",
    async () => {
      const hunter = await signIn("noah@demo.bounty.localhost", a, a, a);
      const manager = await signIn("aiko@demo.bounty.localhost", a, a, a);
      const program = await demoProgram(a, hunter);
      const { id: hunterId } = await json(
        await fetch(`${a.base}/api/users/authenticated`, { headers: { authorization: `Bearer ${hunter}` } }),
      );
      const sent = await submitReport(a, hunter, program, "Rewarded while the server dies");
      const report = (await sent.json()).data as { id: string };

      const send = (w: Write) => {
        const keyed = { "idempotency-key": w.key };
        switch (w.kind) {
          case "report":
            return submitReport(a, hunter, program, w.key);
          case "message":
            return post(a, "/api/messages", { report: report.id, content: w.key }, hunter);
          case "reward":
            return fetchJson(
              `/api/reports/${report.id}/rewards`,
              manager,
              { amount: YEN, description: w.key },
              keyed,
            );
          case "withdrawal":
            return fetchJson(
              `/api/programs/${program.id}/credits/${hunterId}/withdrawal`,
              hunter,
              { amount: YEN },
              keyed,
            );
        }
      };
      const fetchJson = (path: string, token: string, body: unknown, headers: Record<string, string>) =>
        fetch(`${a.base}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
          body: JSON.stringify(body),
        });

      const writes: Write[] = [];
      const kinds: Kind[] = ["report", "message", "reward", "withdrawal"];
      for (let round = 0; round < ROUNDS; round += 1) {
        let alive = true;
        let killed = false;
        const chain = async (c: number) => {
          for (let i = 0; alive; i += 1) {
            const w: Write = {
              kind: kinds[(c + i) % kinds.length]!,
              key: `fault-${round}-${c}-${i}`,
              status: 0,
              sentBeforeKill: !killed,
            };
            writes.push(w);
            w.status = await send(w).then(
              (res) => res.status,
              () => 0,
            );
          }
        };
        const chains = Array.from({ length: CHAINS }, (_, c) => chain(c));
        await sleep(300 + Math.floor(Math.random() * 1_200));
        const exited = new Promise((resolve) => a.process.once("exit", resolve));
        killed = true;
        a.process.kill("SIGKILL");
        await exited;
        alive = false;
        await Promise.all(chains);
        a = await startInstance("a", { ...env, SEED_DEMO: "0" });
        await waitFor200(a, "/api/health/ready");
      }

      const unexpected = writes.filter((w) => w.status >= 500 || (w.status >= 400 && w.kind === "report"));
      expect(unexpected, "answers other than a success, a refusal or a dead process").toEqual([]);
      expect(
        writes.filter((w) => w.status === 0 && w.sentBeforeKill).length,
        "writes in flight when a kill came",
      ).toBeGreaterThan(0);

      // The keyed writes sent again with the same keys: a replay of what was done, or done now once.
      for (const w of writes.filter((x) => x.kind === "reward" || x.kind === "withdrawal"))
        w.retried = (await send(w)).status;

      if (process.env.FAULTS === "full") {
        const tally: Record<string, number> = {};
        for (const w of writes)
          tally[`${w.kind} ${w.status || "unanswered"}`] =
            (tally[`${w.kind} ${w.status || "unanswered"}`] ?? 0) + 1;
        console.info(`${ROUNDS} kills, ${writes.length} writes:`, tally);
      }
      const problems: string[] = [];
      for (const w of writes) {
        const { n, whole } = await rows(w);
        if (whole !== n) problems.push(`${w.kind} ${w.key}: ${n} rows, ${whole} whole`);
        const done = (w.status >= 200 && w.status < 300) || (w.retried !== undefined && w.retried < 300);
        const refused = w.status >= 400 && (w.retried === undefined || w.retried >= 400);
        if (done && n !== 1) problems.push(`${w.kind} ${w.key} answered ${w.status}/${w.retried}: ${n} rows`);
        if (refused && n !== 0)
          problems.push(`${w.kind} ${w.key} refused ${w.status}/${w.retried}: ${n} rows`);
        if (n > 1) problems.push(`${w.kind} ${w.key}: ${n} rows`);
      }
      expect(problems).toEqual([]);
      expect(isReconciled(await reconcileLedger(database.db))).toBe(true);
    },
    60_000 + ROUNDS * 20_000,
  );
});

/** How many times the write exists, and how many of those whole (its row with the event of its transaction). */
async function rows(w: Write): Promise<{ n: number; whole: number }> {
  const counted = async (text: string, param: string) =>
    (await database.pool.query(text, [param])).rows[0] as { n: number; whole: number };
  switch (w.kind) {
    case "report":
      return counted(
        `SELECT count(*)::int AS n, count(e.id)::int AS whole FROM reports r
          LEFT JOIN events e ON e.report_id = r.id AND e.type = 'report.submitted' WHERE r.title = $1`,
        w.key,
      );
    case "message":
      return counted(
        `SELECT count(*)::int AS n, count(e.id)::int AS whole FROM report_messages m
          LEFT JOIN events e ON e.type = 'report.message.submitted' AND e.payload->>'messageId' = m.id::text
          WHERE m.content = $1`,
        w.key,
      );
    // Money: the row with its ledger transaction, written in the same database transaction.
    case "reward":
      return counted(
        `SELECT count(*)::int AS n, count(t.id)::int AS whole FROM report_rewards r
          LEFT JOIN ledger_transactions t ON t.idempotency_key = 'report.reward:' || r.id
          WHERE r.description = $1`,
        w.key,
      );
    case "withdrawal":
      return counted(
        `SELECT count(*)::int AS n, count(t.id)::int AS whole FROM payouts p
          LEFT JOIN ledger_transactions t ON t.idempotency_key = 'payout.withdrawal:' || p.id
          WHERE p.idempotency_key = $1`,
        sha256(w.key),
      );
  }
}
