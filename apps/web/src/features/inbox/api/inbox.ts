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

/** The bell's number: one line's worth of the list, for its unread count. */
export const unreadCountQuery = queryOptions({
  queryKey: [...inboxKey, "unread"],
  queryFn: ({ signal }) =>
    api
      .get<InboxList>("/users/authenticated/inbox", { query: { perPage: 1 }, signal, toast: false })
      .then((r) => r.meta.unread),
  staleTime: 30_000,
  refetchOnWindowFocus: true,
});

export const markInboxRead = (body: MarkInboxRead) =>
  api
    .post<DataEnvelope<{ marked: number; unread: number }>>("/users/authenticated/inbox/read", body, {
      toast: false,
    })
    .then((r) => r.data);
