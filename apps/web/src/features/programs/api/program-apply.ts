import type { Application } from "@bounty/shared";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** POST programs/{id}/requests: the hunter applies (application programs), or joins by an invite link. */
export const applyToProgram = (programRef: string, invite?: string, { toast = true } = {}) =>
  api.post<DataEnvelope<Application>>(
    `/programs/${encodeURIComponent(programRef)}/requests`,
    invite ? { invite } : {},
    { toast },
  );

/** DELETE programs/{id}/requests/{applicationId}: the hunter withdraws a pending application. */
export const cancelApplication = (programId: string, applicationId: string) =>
  api.delete<unknown>(`/programs/${programId}/requests/${applicationId}`);
