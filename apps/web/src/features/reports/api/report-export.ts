import { API_BASE, readResponse, throwNetworkError, withTokenRefresh } from "../../../lib/api-client.ts";
import type { ReportSearch } from "./report-search.ts";
import { reportListParams } from "./reports-query.ts";

/** How far an export has come: rows received of the total the server announced. */
export interface ExportProgress {
  rows: number;
  total: number;
}

function exportUrl(search: ReportSearch, organization: string, ids: readonly string[]): string {
  const params = new URLSearchParams();
  for (const id of ids) params.append("report", id);
  for (const [key, value] of Object.entries(reportListParams("org", search, organization))) {
    if (key === "page" || key === "perPage") continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return `${API_BASE}/reports?${params}`;
}

/**
 * Downloads reports.csv of the filtered list (spec 2 §2 'Export (total)'): the server streams it,
 * this reads it as it comes to report progress by rows, then hands the file to the browser.
 */
export async function exportReportsCsv(
  search: ReportSearch,
  organization: string,
  onProgress: (progress: ExportProgress) => void,
  /** Only these reports of the filtered list (the table's selection); none: every match. */
  ids: readonly string[] = [],
): Promise<void> {
  let response: Response;
  try {
    response = await withTokenRefresh((token) =>
      fetch(exportUrl(search, organization, ids), {
        headers: { Accept: "text/csv", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      }),
    );
  } catch (cause) {
    throwNetworkError(cause);
  }
  if (!response.ok || !response.body) {
    await readResponse(response);
    return;
  }
  const total = Number(response.headers.get("x-total-count") ?? 0);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let rows = -1; // the header line is not a report
  const reader = response.body.getReader();
  onProgress({ rows: 0, total });
  for (;;) {
    const { done, value } = (await reader.read()) as ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 0x0a) rows += 1;
    onProgress({ rows: Math.max(0, Math.min(rows, total)), total });
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "reports.csv";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
