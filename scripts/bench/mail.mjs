// Issue 28's mail goals, against a local SMTP sink this process runs: at least 50 notification mails a
// second, and a sign-in link delivered within 2 s at p99 while 1,000 notifications wait. The API's
// worker runs as its own process, as production runs it, sending to the sink over its SMTP pool.
import { randomUUID } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { fixtures } from "./seed.mjs";

export const NOTIFICATIONS = 1_000;
export const MAILS_PER_SEC_GOAL = 50;
export const SIGN_IN_P99_GOAL_MS = 2_000;
const SIGN_INS = 40;
const SIGN_IN_SPACING_MS = 100;

/** An SMTP server on a loopback port that notes when each recipient's mail arrived. */
async function startSink() {
  const arrivals = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) arrivals.set(r.address, performance.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    arrivals,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Starts the sink and a worker process (`startWorker(smtpUrl)`), commits 1,000 notification mails to
 * the outbox at once, then asks for a sign-in link every 100 ms while they drain; measures the
 * notifications' rate and each sign-in link's time from request to arrival.
 */
export async function measureMail({ api, db }, startWorker) {
  const sink = await startSink();
  // Mails the seed or earlier runs left in the outbox are not this measurement's.
  await db.query(
    "UPDATE notification_mails SET status = 'skipped', queued_at = now() WHERE status = 'pending'",
  );
  const worker = await startWorker(sink.url);
  const run = randomUUID().slice(0, 8);
  try {
    const addresses = Array.from({ length: NOTIFICATIONS }, (_, i) => `notify-${run}-${i}@bench.test`);
    const started = performance.now();
    // One statement per address keeps the SQL plain; all in one transaction, as a burst of events.
    await db.query("BEGIN");
    for (const to of addresses) {
      await db.query(
        `WITH e AS (INSERT INTO events (type, user_id, payload)
           VALUES ('user.payout.paid', $1, jsonb_build_object('payoutId', gen_random_uuid(), 'amount', 1000))
           RETURNING id)
         INSERT INTO notification_mails (event_id, recipient_id, to_address, preference)
         SELECT id, $1, $2, 'accountUpdates' FROM e`,
        [fixtures.hunter, to],
      );
    }
    await db.query("COMMIT");
    const committed = performance.now();

    const signIns = [];
    for (let i = 0; i < SIGN_INS; i += 1) {
      const email = `signin-${run}-${i}@bench.test`;
      const asked = performance.now();
      const res = await fetch(`${api}/api/auth/request`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ strategy: "email", email, mode: "login" }),
      });
      if (res.status !== 200 && res.status !== 201) throw new Error(`sign-in answered ${res.status}`);
      signIns.push({ email, asked });
      await new Promise((r) => setTimeout(r, SIGN_IN_SPACING_MS));
    }
    const deadline = Date.now() + 180_000;
    while (addresses.some((a) => !sink.arrivals.has(a)) || signIns.some((s) => !sink.arrivals.has(s.email))) {
      if (Date.now() > deadline) throw new Error("the mails did not all arrive within 3 minutes");
      await new Promise((r) => setTimeout(r, 50));
    }
    const last = Math.max(...addresses.map((a) => sink.arrivals.get(a)));
    const seconds = (last - committed) / 1000;
    const latencies = signIns.map((s) => sink.arrivals.get(s.email) - s.asked);
    const mailsPerSec = Math.round(NOTIFICATIONS / seconds);
    const p99 = Math.round(percentile(latencies, 99));
    return {
      notifications: NOTIFICATIONS,
      queueSeconds: (committed - started) / 1000,
      seconds,
      mailsPerSec,
      signIns: SIGN_INS,
      signInP50Ms: Math.round(percentile(latencies, 50)),
      signInP99Ms: p99,
      met: mailsPerSec >= MAILS_PER_SEC_GOAL && p99 <= SIGN_IN_P99_GOAL_MS,
    };
  } finally {
    worker.kill("SIGTERM");
    await sink.close();
  }
}

export const formatMail = (m) =>
  `mail                   ${m.notifications} notifications in ${m.seconds.toFixed(1)} s = ${m.mailsPerSec} mails/s (goal ≥ ${MAILS_PER_SEC_GOAL}); ${m.signIns} sign-in links meanwhile: p50 ${m.signInP50Ms} ms, p99 ${m.signInP99Ms} ms (goal ≤ ${SIGN_IN_P99_GOAL_MS}) ${m.met ? "met" : "MISSED"}`;

export function printMail(m) {
  if (!m) return;
  console.log("\nMail (a local SMTP sink; the worker in its own process, SMTP pool of 5):\n");
  console.log("| notifications | seconds | mails/s | goal | sign-in links | p50 ms | p99 ms | goal |");
  console.log("|---|---|---|---|---|---|---|---|");
  console.log(
    `| ${m.notifications} | ${m.seconds.toFixed(1)} | ${m.mailsPerSec} | ≥ ${MAILS_PER_SEC_GOAL} | ${m.signIns} | ${m.signInP50Ms} | ${m.signInP99Ms} | ≤ ${SIGN_IN_P99_GOAL_MS} ${m.met ? "met" : "**missed**"} |`,
  );
}
