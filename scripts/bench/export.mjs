// The CSV export's measure in `npm run bench`.

import { memoryOf } from "./processes.mjs";
import { EXPORT_ROWS_GOAL, EXPORT_RSS_GOAL_MB } from "./report.mjs";
import { fixtures } from "./seed.mjs";

/**
 * The CSV export as a browser asks for it: the largest program's reports, or every report of the
 * admin's organization, read to the end; rows per second and the server's peak resident memory.
 */
export async function measureExport(context, scope, pid) {
  const query = scope === "program" ? `&program=${fixtures.publicProgram}` : "";
  const url = `${context.api}/api/reports?view=org${query}`;
  const headers = { authorization: `Bearer ${context.adminToken}`, accept: "text/csv" };
  // One unmeasured export first, as the endpoints get their warm-up.
  await (await fetch(url, { headers })).arrayBuffer();
  let peak = memoryOf(pid).rssMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rssMb);
  }, 50);
  const started = performance.now();
  const res = await fetch(url, { headers });
  let lines = 0;
  for await (const chunk of res.body) for (const byte of chunk) if (byte === 0x0a) lines += 1;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  const rowsPerSec = Math.round(rows / seconds);
  return {
    scope,
    rows,
    seconds,
    rowsPerSec,
    peakRssMb: Math.round(Math.max(peak, memoryOf(pid).rssMb)),
    met: rowsPerSec >= EXPORT_ROWS_GOAL && peak < EXPORT_RSS_GOAL_MB,
  };
}
