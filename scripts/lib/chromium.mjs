import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium, or CHROMIUM_PATH; tests never download a browser. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const p of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) if (existsSync(p)) return p;
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
