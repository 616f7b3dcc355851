import type { InboxList, MarkInboxRead } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { inboxKey } from "../../../lib/query-keys.ts";

export const inboxQuery = (page: number, unread: boolean) =>
  queryOptions({
    queryKey: [...inboxKey, "list", page, unread],
    queryFn: ({ signal }) =>
      api.get<InboxList>("/users/authenticated/inbox", {
        query: { page, unread: unread ? "true" : undefined },
        signal,
        toast: false,
      }),
  });

/** The bell's number, counted up to 100 ("99+"). */
export const unreadCountQuery = queryOptions({
  queryKey: [...inboxKey, "unread"],
  queryFn: ({ signal }) =>
    api
      .get<DataEnvelope<{ unread: number }>>("/users/authenticated/inbox/unread", { signal, toast: false })
      .then((r) => r.data.unread),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
});

export const markInboxRead = (body: MarkInboxRead) =>
  api
    .post<DataEnvelope<{ marked: number; unread: number }>>("/users/authenticated/inbox/read", body, {
      toast: false,
    })
    .then((r) => r.data);
