import type { ActivationRequest } from "@bounty/shared";
import type { ActivationRequestRow } from "./activation-requests.repository.ts";

export const toActivationRequest = (r: ActivationRequestRow): ActivationRequest => ({
  id: r.id,
  status: r.status,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});
