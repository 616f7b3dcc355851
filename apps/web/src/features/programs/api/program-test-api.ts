import type {
  ListMeta,
  SaveTestForm,
  TestForm,
  TestInfoRequest,
  TestInfoStatus,
  UpdateTestInfoRequest,
} from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";

/** POST programs/{id}/test/forms. */
export async function createTestForm(programId: string, form: SaveTestForm): Promise<TestForm> {
  return (await api.post<DataEnvelope<TestForm>>(`/programs/${programId}/test/forms`, form)).data;
}

/** PUT programs/{id}/test/forms/{formId}. */
export async function updateTestForm(
  programId: string,
  formId: string,
  form: SaveTestForm,
): Promise<TestForm> {
  return (await api.put<DataEnvelope<TestForm>>(`/programs/${programId}/test/forms/${formId}`, form)).data;
}

/** DELETE programs/{id}/test/forms/{formId}: the requests and answers made through it go too. */
export async function deleteTestForm(programId: string, formId: string): Promise<void> {
  await api.delete(`/programs/${programId}/test/forms/${formId}`);
}

export interface TestInfoList {
  data: TestInfoRequest[];
  meta: ListMeta;
}

export const testInfoKey = (programId: string) => [...programKey(programId), "test-info"] as const;

/** GET programs/{id}/test/info?status&page: the hunters' test-information requests (organization side). */
export const testInfoQuery = (programId: string, status: TestInfoStatus | null, page: number) =>
  queryOptions({
    queryKey: [...testInfoKey(programId), status, page] as const,
    queryFn: ({ signal }) =>
      api.get<TestInfoList>(`/programs/${programId}/test/info`, {
        query: { status: status ?? undefined, page },
        signal,
      }),
  });

/** PUT programs/{id}/test/info/{infoId}: accept, reject, update, finalize or revoke, with a message. */
export async function answerTestInfo(
  programId: string,
  infoId: string,
  answer: UpdateTestInfoRequest,
): Promise<TestInfoRequest> {
  return (await api.put<DataEnvelope<TestInfoRequest>>(`/programs/${programId}/test/info/${infoId}`, answer))
    .data;
}
