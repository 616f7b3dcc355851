import type { TestInfoRequest } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, apiRequest, type DataEnvelope } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";

/** Under the program's key: invalidating programKey(slug) refreshes the requests too. */
export const hunterTestInfoKey = (ref: string) => [...programKey(ref), "test-info", "mine"] as const;

/** GET programs/{id}/test/info/user: the signed-in hunter's own test-information requests. */
export const hunterTestInfoQuery = (ref: string, programId: string) =>
  queryOptions({
    queryKey: hunterTestInfoKey(ref),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: TestInfoRequest[] }>(`/programs/${programId}/test/info/user`, {
          signal,
          toast: false,
        })
      ).data,
  });

/** POST programs/{id}/test/info: ask for test information through one of the program's forms. */
export const requestTestInfo = (programId: string, testForm: string, message: string) =>
  api.post<DataEnvelope<TestInfoRequest>>(`/programs/${programId}/test/info`, { testForm, message });

/** DELETE programs/{id}/test/info/{infoId} with a message: the hunter cancels an idle request. */
export const cancelTestInfoRequest = (programId: string, infoId: string, message: string) =>
  apiRequest<unknown>(`/programs/${programId}/test/info/${infoId}`, { method: "DELETE", body: { message } });
