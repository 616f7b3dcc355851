// Lighthouse's performance score of a page in its default mobile emulation (simulated slow 4G, 4×
// slower CPU), in Debian's Chromium. Run through npx at a pinned version, so that its 200 packages
// are fetched by whoever runs the benchmark, not by every install.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The last major that runs on Node 20 (13 wants Node 22). */
const LIGHTHOUSE = "lighthouse@12.8.2";
export const LIGHTHOUSE_GOAL = 95;

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

export function lighthouse(url, chromium) {
  const dir = mkdtempSync(join(tmpdir(), "bounty-lighthouse-"));
  const output = join(dir, "report.json");
  try {
    execFileSync(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        url,
        "--only-categories=performance",
        "--output=json",
        `--output-path=${output}`,
        "--quiet",
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "inherit"] },
    );
    const report = JSON.parse(readFileSync(output, "utf8"));
    const ms = (id) => Math.round(report.audits[id].numericValue);
    return {
      url: new URL(url).pathname,
      score: Math.round(report.categories.performance.score * 100),
      fcpMs: ms("first-contentful-paint"),
      lcpMs: ms("largest-contentful-paint"),
      tbtMs: ms("total-blocking-time"),
      cls: report.audits["cumulative-layout-shift"].numericValue,
      speedIndexMs: ms("speed-index"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
