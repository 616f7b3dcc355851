import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

/** GET /api/config: what this server offers before anyone signs in. */
export interface PublicConfig {
  providers: { github: boolean; google: boolean };
  chatWidget: { scriptUrl: string; appId: string | null } | null;
  /** Organization chat webhooks must start with this address. */
  chatWebhookBaseUrl: string;
  /** Where 'Request demo' leads (mailto: or https:), or null when the installation names none. */
  demoRequestUrl: string | null;
  /** Whether vdp programs can take a paid subscription (a hosted checkout is configured). */
  subscriptions: boolean;
}

export const publicConfigQuery = queryOptions({
  queryKey: ["config"],
  queryFn: async () => (await api.get<DataEnvelope<PublicConfig>>("/config", { toast: false })).data,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});
