import type { TokenPoll } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope, REFRESH_COOKIE_HEADERS } from "../../../lib/api-client.ts";
import { isApiError } from "../../../lib/api-error.ts";

/** Spec §9: the token endpoint is polled every 5 seconds. */
export const LOGIN_POLL_INTERVAL_MS = 5000;

/** Polls until the request is confirmed; an error (404 unknown, 410 expired or used) ends the polling. */
export const loginTokenQuery = (requestId: string) =>
  queryOptions({
    queryKey: ["auth", "token", requestId],
    queryFn: async () =>
      (
        await api.get<DataEnvelope<TokenPoll>>("/auth/token", {
          query: { request: requestId },
          // The refresh token goes to an HttpOnly cookie; the answer carries the access token only.
          headers: REFRESH_COOKIE_HEADERS,
          toast: false,
        })
      ).data,
    refetchInterval: (query) =>
      query.state.status === "error" || (query.state.data && query.state.data.status !== "pending")
        ? false
        : LOGIN_POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: (query) => query.state.data?.status === "pending",
    // Only a lost connection is worth retrying; a 4xx answer is final.
    retry: (count, error) => count < 3 && isApiError(error, 0),
    gcTime: 0,
    staleTime: 0,
  });
