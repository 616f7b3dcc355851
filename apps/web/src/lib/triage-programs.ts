import type { TriageProgram } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "./api-client.ts";
import { triageKey } from "./query-keys.ts";

/**
 * GET triage/programs: the triaged programs the person takes part in. Below the features because
 * the navigation (its Triage entry), the program's test page (its triage flag) and triage read it.
 */
export const triageProgramsQuery = queryOptions({
  queryKey: [...triageKey, "programs"],
  queryFn: ({ signal }) =>
    api.get<DataEnvelope<TriageProgram[]>>("/triage/programs", { signal, toast: false }).then((r) => r.data),
  staleTime: 60_000,
});
