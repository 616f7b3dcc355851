// Live clients at scale (issue 45): COUNT idle live-update streams held open on one instance (ten per
// user, the per-user cap, so COUNT/10 members of one organization), the instance's memory per stream,
// and the time from a committed change (the organization renamed) to each stream's receipt of it.
import net from "node:net";
import { idOf } from "./fixtures.mjs";
import { sleep } from "./processes.mjs";

const STREAMS_PER_USER = 10;
const OPEN_AT_ONCE = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The organization, its admin and COUNT/10 members, each with a session; made once, kept (ids are fixed). */
async function prepareAudience(db, users) {
  await db.query(
    `INSERT INTO users (id, email, display_name, unique_name, onboarded_at)
     SELECT bench_id('live-' || i), 'live' || i || '@bench.test', 'Live ' || i, 'live-' || i, now()
     FROM generate_series(0, $1) i ON CONFLICT DO NOTHING`,
    [users],
  );
  await db.query(
    `INSERT INTO sessions (id, user_id) SELECT bench_id('live-session-' || i), bench_id('live-' || i)
     FROM generate_series(0, $1) i ON CONFLICT DO NOTHING`,
    [users],
  );
  await db.query(
    `INSERT INTO organizations (id, name, bounty_approved) VALUES (bench_id('live-org'), 'Live audience', true)
     ON CONFLICT DO NOTHING`,
  );
  // live-0 is the admin who renames it; every one of them hears the rename.
  await db.query(
    `INSERT INTO organization_members (id, organization_id, user_id, role)
     SELECT bench_id('live-member-' || i), bench_id('live-org'), bench_id('live-' || i),
            CASE i WHEN 0 THEN 'admin' ELSE 'member' END
     FROM generate_series(0, $1) i ON CONFLICT DO NOTHING`,
    [users],
  );
}

/**
 * One stream over a bare socket (the HTTP client's parsing per chunk would be most of what is timed):
 * resolves once the answer's head says 200; `heard` is when the organization's rename arrived.
 */
function openStream(base, token) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const stream = { heard: null, socket: null };
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          "Accept: text/event-stream\r\n\r\n",
      );
    });
    stream.socket = socket;
    let opened = false;
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      if (!opened) {
        if (!chunk.startsWith("HTTP/1.1 200")) {
          socket.destroy();
          return reject(new Error(`GET /api/events answered ${chunk.slice(0, 40)}`));
        }
        opened = true;
        resolve(stream);
      }
      if (!stream.heard && chunk.includes("event: org.updated\n")) stream.heard = performance.now();
    });
    socket.on("error", reject);
  });
}

export async function measureLiveClients(context, memoryOf, pid, count) {
  const users = Math.ceil(count / STREAMS_PER_USER);
  await prepareAudience(context.db, users);
  const tokens = [];
  for (let i = 0; i <= users; i += 1)
    tokens.push(await context.tokenFor(idOf(`live-${i}`), idOf(`live-session-${i}`)));

  await sleep(1_000);
  const before = memoryOf(pid).rssMb;
  const streams = [];
  const openedAt = performance.now();
  for (let i = 0; i < count; i += OPEN_AT_ONCE) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + OPEN_AT_ONCE); j += 1)
      batch.push(openStream(context.api, tokens[1 + (j % users)]));
    streams.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  await sleep(2_000);
  const after = memoryOf(pid).rssMb;

  const renamed = await fetch(`${context.api}/api/organizations/${idOf("live-org")}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${tokens[0]}`, "content-type": "application/json" },
    body: JSON.stringify({ name: `Live audience ${Date.now()}` }),
  });
  const committed = performance.now();
  if (!renamed.ok) throw new Error(`the rename answered ${renamed.status}: ${await renamed.text()}`);
  const deadline = committed + 30_000;
  while (streams.some((s) => !s.heard) && performance.now() < deadline) await sleep(20);
  const delays = streams
    .filter((s) => s.heard)
    .map((s) => s.heard - committed)
    .sort((a, b) => a - b);
  for (const s of streams) s.socket?.destroy();
  return {
    count,
    openSeconds,
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(after),
    kbPerStream: ((after - before) * 1024) / count,
    heard: delays.length,
    first: delays[0],
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    max: delays.at(-1),
  };
}

export const formatLiveClients = (r) =>
  `live-clients   ${r.count} streams open in ${r.openSeconds.toFixed(1)} s; RSS ${r.rssBeforeMb} → ${r.rssAfterMb} MB ` +
  `(${r.kbPerStream.toFixed(1)} KB a stream); a commit heard by ${r.heard} of ${r.count}: ` +
  `first ${r.first?.toFixed(0)} ms, p50 ${r.p50?.toFixed(0)} ms, p99 ${r.p99?.toFixed(0)} ms, max ${r.max?.toFixed(0)} ms (goal p99 ≤ 250 ms)`;
