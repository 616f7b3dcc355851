import type { SaveScopeGroup, UpdateProgram } from "@bounty/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client.ts";
import { programKey, programsKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import type { ProgramAnswer } from "./program-query.ts";

/** PUT programs/{id} with the fields that changed; `toast: false` when the form shows the failure itself. */
export const updateProgram = (id: string, input: UpdateProgram, { toast = true } = {}) =>
  api.put<ProgramAnswer>(`/programs/${id}`, input, { toast });

const scopesPath = (programId: string) => `/programs/${programId}/scopes_groups`;

/** POST programs/{id}/scopes_groups; a taken vdp identifier answers 409 (the form shows it, no toast). */
export const createScopeGroup = (programId: string, input: SaveScopeGroup) =>
  api.post<unknown>(scopesPath(programId), input, { toast: false });

/** PUT programs/{id}/scopes_groups/{groupId}. */
export const updateScopeGroup = (programId: string, groupId: string, input: SaveScopeGroup) =>
  api.put<unknown>(`${scopesPath(programId)}/${groupId}`, input, { toast: false });

/** DELETE programs/{id}/scopes_groups/{groupId}. */
export const deleteScopeGroup = (programId: string, groupId: string) =>
  api.delete<unknown>(`${scopesPath(programId)}/${groupId}`);

/** After any change to a program: its pages (checks, warnings, balance…) and the program lists load again. */
export const refreshProgram = (queryClient: QueryClient, programId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: programKey(programId) }),
    queryClient.invalidateQueries({ queryKey: programsKey }),
  ]);

/**
 * A change to the program at `programId`: on success the program's queries refresh and the
 * 'Success' toast shows; failures show the API's toast (or, with `toast: false` calls, the form does).
 */
export function useProgramMutation<TInput, TResult = unknown>(
  programId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
  { onSuccess }: { onSuccess?: (result: TResult) => void } = {},
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      await refreshProgram(queryClient, programId);
      showSuccessToast(t("Success"));
      onSuccess?.(result);
    },
  });
}
