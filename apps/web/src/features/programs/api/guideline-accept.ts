import { api } from "../../../lib/api-client.ts";

/** POST programs/{id}/guideline: the hunter accepts the guideline, which reporting needs. */
export const acceptGuideline = (programId: string) =>
  api.post<unknown>(`/programs/${programId}/guideline`, {});
