import {
  BULK_REPORTS_MAX,
  type BulkUpdateReports,
  type BulkUpdateResult,
  type ReportList,
} from "@bounty/shared";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import type { ReportSearch } from "./report-search.ts";
import { reportListParams } from "./reports-query.ts";

/** POST /api/reports/bulk: one change over the selected reports, all or nothing. */
export const bulkUpdateReports = (body: BulkUpdateReports) =>
  api.post<DataEnvelope<BulkUpdateResult>>("/reports/bulk", body).then((r) => r.data);

/** "Select all N matching": the ids of every report the filters match, a full page at a time. */
export async function matchingReportIds(search: ReportSearch, organization: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < BULK_REPORTS_MAX; page++) {
    const list = await api.get<ReportList>("/reports", {
      query: reportListParams("org", { ...search, page, perPage: 200 }, organization),
    });
    ids.push(...list.data.map((r) => r.id));
    if (list.data.length < 200) break;
  }
  return ids;
}
