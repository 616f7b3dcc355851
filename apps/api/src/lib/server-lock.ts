import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Embedded PGlite is one process's database: a command that opened it beside the running server
 * would corrupt it. The server marks the data folder while it runs; commands look for the mark.
 */
const lockPath = (dataDir: string) => join(dataDir, "server.pid");

export function markServerRunning(dataDir: string): () => void {
  const path = lockPath(dataDir);
  writeFileSync(path, String(process.pid));
  return () => rmSync(path, { force: true });
}

/** The pid of a live server on this data folder, or null. */
export function runningServer(dataDir: string): number | null {
  const path = lockPath(dataDir);
  if (!existsSync(path)) return null;
  const pid = Number.parseInt(readFileSync(path, "utf8"), 10);
  if (!Number.isInteger(pid) || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
