import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const SECRET_FILE = "jwt-secret";

/**
 * The token-signing secret of an installation started without JWT_SECRET (development and demos):
 * 256 random bits written once to the data folder, readable by its owner only, and reused at every
 * start so sign-ins survive a restart. Nobody can compute it, unlike a secret derived from a path.
 */
export function dataDirSecret(dataDir: string): string {
  const path = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting at once, one writes and the other reads what it wrote.
    writeFileSync(path, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  chmodSync(path, 0o600);
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < 32)
    throw new Error(`${path} holds a secret shorter than 32 characters; delete it to get a new one.`);
  return secret;
}
