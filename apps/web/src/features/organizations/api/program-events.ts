import type { Activity } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";
import { integer, type SearchOf, searchParams, withDefault } from "../../../lib/search-readers.ts";

/** Spec 2 §9: an organization's program activity, 300 a page. */
export const PROGRAM_ACTIVITIES_PER_PAGE = 300;

/** /organizations/{id}/programs/{programId}/activities: `page`, from 1. */
export const ProgramActivitySearch = searchParams({ page: withDefault(integer({ min: 1 }), 1) });
export type ProgramActivitySearch = SearchOf<typeof ProgramActivitySearch.fields>;

export interface ProgramEvents {
  data: Activity[];
  meta: { total: number; page: number; perPage: number };
}

/** GET programs/{id}/events: the organization feed's lines about the program, newest first. */
export const programEventsQuery = (programId: string, page: number) =>
  queryOptions({
    queryKey: [...programKey(programId), "events", { page }] as const,
    queryFn: ({ signal }) =>
      api.get<ProgramEvents>(
        `/programs/${programId}/events?page=${page}&perPage=${PROGRAM_ACTIVITIES_PER_PAGE}`,
        {
          signal,
          toast: false,
        },
      ),
  });
