import {
  APPLICATIONS_PER_PAGE,
  type Application,
  type ApplicationState,
  type ListMeta,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";

export interface ApplicationList {
  data: Application[];
  meta: ListMeta;
}

/** Under the program's key, so any change to the program reads its hunter lists again. */
export const applicationsKey = (programId: string) => [...programKey(programId), "applications"] as const;

/** GET applications?program&state&search: one list of the Hunter List (spec §9: 300 at a time). */
export const applicationsQuery = (programId: string, state: ApplicationState, search: string) =>
  queryOptions({
    queryKey: [...applicationsKey(programId), state, search] as const,
    queryFn: ({ signal }) =>
      api.get<ApplicationList>("/applications", {
        query: { program: programId, state, search, perPage: APPLICATIONS_PER_PAGE },
        signal,
      }),
  });

/** PUT applications/{id}: Approve a pending application. */
export async function approveApplication(applicationId: string): Promise<Application> {
  return (await api.put<DataEnvelope<Application>>(`/applications/${applicationId}`, { state: "approved" }))
    .data;
}

/** DELETE applications/{id}: Reject a pending application or Remove an approved hunter. */
export async function deleteApplication(applicationId: string): Promise<void> {
  await api.delete(`/applications/${applicationId}`);
}

/** POST applications: the organization adds a hunter by unique name, approved at once. */
export async function inviteHunter(programId: string, hunter: string): Promise<Application> {
  return (await api.post<DataEnvelope<Application>>("/applications", { program: programId, hunter })).data;
}
