import { api } from "../../../lib/api-client.ts";

/** DELETE /api/users/{id}; the dialog shows a refusal (409: the balance is not zero) itself. */
export async function deleteAccount(userId: string): Promise<void> {
  await api.delete(`/users/${userId}`, { toast: false });
}
