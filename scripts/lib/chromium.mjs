import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Debian's Chromium, or CHROMIUM_PATH; tests never download a browser. Debian's headless shell first
 * (package chromium-headless-shell): the journeys never show a window, and it spends a tenth less
 * of the two cores than the whole browser run headless (docs/testing.md).
 */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const p of ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"])
    if (existsSync(p)) return p;
  try {
    return (
      execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], {
        encoding: "utf8",
      }).trim() || null
    );
  } catch {
    return null;
  }
}
