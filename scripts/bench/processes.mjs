// The benchmark's processes: the API and B0 started and awaited, and their resident memory.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { root } from "../lib/build.mjs";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.resume();
  return waitForHealth(ready).then(() => child);
}

async function waitForHealth(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process: now, and its peak. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/**
 * Waits until no other session of the measured database runs a statement (at most `limitMs`): the
 * requests an endpoint left queued in the server are done before the next endpoint is measured.
 */
export async function untilDatabaseQuiet(db, limitMs = 120_000) {
  const deadline = Date.now() + limitMs;
  const busy = async () =>
    (
      await db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND state NOT IN ('idle')`,
      )
    ).rows[0].n;
  await sleep(500);
  while ((await busy()) > 0 && Date.now() < deadline) await sleep(250);
}
