import type { LicencePrice } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** GET /api/organizations/{id}/programs/{programId}/price: licences, the monthly price and invoices. */
export const licencePriceQuery = (organizationId: string, programId: string) =>
  queryOptions({
    queryKey: ["programs", programId, "price"] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<LicencePrice>>(
          `/organizations/${organizationId}/programs/${programId}/price`,
          { signal },
        )
      ).data,
  });
