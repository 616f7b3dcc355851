// What `npm run bench` prints: a line per measurement as it goes, and the tables docs/performance.md keeps.
import { LIGHTHOUSE_GOAL } from "./lighthouse.mjs";
import { UPLOAD_GROWTH_GOAL_MB, UPLOADS } from "./uploads.mjs";

/** Ratios below 0.1 (a bulk request's hundred changes) keep a third decimal. */
const ratioText = (ratio) => ratio.toFixed(ratio < 0.1 ? 3 : 2);

export const EXPORT_ROWS_GOAL = 50_000;
export const EXPORT_RSS_GOAL_MB = 150;

export const formatExport = (e) =>
  `report-export ${e.scope.padEnd(12)} ${String(e.rows).padStart(7)} rows in ${e.seconds.toFixed(2)} s  ${String(e.rowsPerSec).padStart(7)} rows/s  peak rss ${e.peakRssMb} MB (goal ≥ ${EXPORT_ROWS_GOAL} rows/s, < ${EXPORT_RSS_GOAL_MB} MB) ${e.met ? "met" : "MISSED"}`;

export function printExports(exports) {
  if (exports.length === 0) return;
  console.log("\nCSV export (GET /api/reports, Accept: text/csv, the organization's admin):\n");
  console.log("| export | rows | seconds | rows/s | server peak RSS MB | goal |");
  console.log("|---|---|---|---|---|---|");
  for (const e of exports)
    console.log(
      `| ${e.scope === "program" ? "largest program" : "whole organization"} | ${e.rows} | ${e.seconds.toFixed(2)} | ${e.rowsPerSec} | ${e.peakRssMb} | ≥ ${EXPORT_ROWS_GOAL} rows/s, < ${EXPORT_RSS_GOAL_MB} MB ${e.met ? "met" : "**missed**"} |`,
    );
}

export function printUploads(u) {
  if (!u) return;
  console.log(
    `\nAttachment uploads (POST /api/messages/{id}/attachments, ${UPLOADS} at once, the hunter):\n`,
  );
  console.log("| uploads | seconds | MB/s | server RSS before MB | peak MB | growth MB | goal |");
  console.log("|---|---|---|---|---|---|---|");
  console.log(
    `| ${u.uploads} × ${u.fileMb} MB | ${u.seconds.toFixed(2)} | ${u.mbPerSec} | ${u.startRssMb} | ${u.peakRssMb} | ${u.growthMb} | < ${UPLOAD_GROWTH_GOAL_MB} MB ${u.met ? "met" : "**missed**"} |`,
  );
}

export const format = (r) =>
  `${r.endpoint.padEnd(22)} c=${String(r.connections).padStart(3)}  ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  err ${String(r.errors).padStart(4)}  rss ${String(r.rssMb).padStart(4)} MB  B0 ${String(r.b0ReqPerSec).padStart(6)}  ratio ${ratioText(r.ratio)} (goal ≥ ${r.goal}) ${r.met ? "met" : "MISSED"}`;

export const formatPage = (p) =>
  `lighthouse ${p.url.padEnd(48)} score ${String(p.score).padStart(3)}  FCP ${p.fcpMs} ms  LCP ${p.lcpMs} ms  TBT ${p.tbtMs} ms  CLS ${p.cls.toFixed(3)}  (goal ≥ ${LIGHTHOUSE_GOAL}) ${p.score >= LIGHTHOUSE_GOAL ? "met" : "MISSED"}`;

export function printPages(pages) {
  if (pages.length === 0) return;
  console.log("\nLighthouse, mobile emulation (simulated slow 4G, 4× CPU slowdown):\n");
  console.log("| page | performance | FCP ms | LCP ms | TBT ms | CLS | speed index ms | goal |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const p of pages)
    console.log(
      `| ${p.url} | ${p.score} | ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls.toFixed(3)} | ${p.speedIndexMs} | ≥ ${LIGHTHOUSE_GOAL} ${p.score >= LIGHTHOUSE_GOAL ? "met" : "**missed**"} |`,
    );
}

export function printTable(rows, { tier, duration, rounds }) {
  if (rows.length === 0) return;
  console.log(`\nTier ${tier}, ${duration} s × ${rounds} rounds per endpoint, each paired with a B0 run:\n`);
  console.log(
    "| endpoint | connections | req/s | p50 ms | p99 ms | errors | server RSS MB | B0 req/s | ratio to B0 | goal |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.endpoint} | ${r.connections} | ${r.reqPerSec} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.rssMb} | ${r.b0ReqPerSec} | ${ratioText(r.ratio)} | ≥ ${r.goal} ${r.met ? "met" : "**missed**"} |`,
    );
}
