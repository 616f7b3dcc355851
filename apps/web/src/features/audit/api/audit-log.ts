import type { AuditEntry, ListMeta } from "@bounty/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { API_BASE, api, readResponse, throwNetworkError, withTokenRefresh } from "../../../lib/api-client.ts";

/** Whose log: an organization's (its admin) or the platform's (its staff). */
export type AuditSource = { kind: "organization"; id: string } | { kind: "platform" };

export interface AuditFilters {
  actor?: { id: string; name: string } | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const pathOf = (source: AuditSource) =>
  source.kind === "organization" ? `/organizations/${source.id}/audit-log` : "/staff/audit-log";

function paramsOf(filters: AuditFilters, page?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actor) params.set("actor", filters.actor.id);
  if (filters.action) params.set("action", filters.action);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (page) params.set("page", String(page));
  return params;
}

/** GET …/audit-log: a page of entries, newest first. */
export const auditLogQuery = (source: AuditSource, filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ["audit-log", source, { ...filters, actor: filters.actor?.id }, page] as const,
    queryFn: () =>
      api.get<{ data: AuditEntry[]; meta: ListMeta }>(`${pathOf(source)}?${paramsOf(filters, page)}`, {
        toast: false,
      }),
    placeholderData: keepPreviousData,
  });

/** Every matching entry as a CSV file, handed to the browser. */
export async function downloadAuditCsv(source: AuditSource, filters: AuditFilters): Promise<void> {
  let response: Response;
  try {
    response = await withTokenRefresh((token) =>
      fetch(`${API_BASE}${pathOf(source)}?${paramsOf(filters)}`, {
        headers: { Accept: "text/csv", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      }),
    );
  } catch (cause) {
    throwNetworkError(cause);
  }
  if (!response.ok) {
    await readResponse(response);
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = source.kind === "organization" ? "audit-log.csv" : "platform-audit-log.csv";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
