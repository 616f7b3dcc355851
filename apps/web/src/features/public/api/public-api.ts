import type { HallOfFame, Leaderboard, PublicActivityList } from "@bounty/shared";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { type DayRange, RangeParam, toApiRange } from "../../../components/forms/date-range.ts";
import { api } from "../../../lib/api-client.ts";
import { programKey, reportsKey } from "../../../lib/query-keys.ts";
import { integer, type SearchOf, searchParams, withDefault } from "../../../lib/search-readers.ts";

/** The program's hall of fame, under the program's key (its events refresh it). */
export const hallOfFameQuery = (program: string) =>
  queryOptions({
    queryKey: [...programKey(program), "hof"],
    queryFn: async ({ signal }) =>
      (await api.get<HallOfFame>(`/programs/${program}/hof`, { signal, toast: false })).data.entries,
  });

export const programActivitiesQuery = (program: string, page: number) =>
  queryOptions({
    queryKey: [...programKey(program), "activities", page],
    queryFn: ({ signal }) =>
      api.get<PublicActivityList>(`/programs/${program}/activities`, {
        query: { page },
        signal,
        toast: false,
      }),
    placeholderData: keepPreviousData,
  });

/** A hunter's public activity; report events make it stale like every report query. */
export const userActivitiesQuery = (user: string, page: number) =>
  queryOptions({
    queryKey: [...reportsKey, "public", "user", user, page],
    queryFn: ({ signal }) =>
      api.get<PublicActivityList>(`/users/${encodeURIComponent(user)}/activities`, {
        query: { page },
        signal,
        toast: false,
      }),
    placeholderData: keepPreviousData,
  });

/** /leaderboard's query params: `range` twice (local days, default the last 30). */
export const LeaderboardSearch = searchParams({ range: RangeParam });
export type LeaderboardSearch = SearchOf<typeof LeaderboardSearch.fields>;

/** `?page=` for the program's Activity tab and profiles. */
export const PageSearch = searchParams({ page: withDefault(integer({ min: 1 }), 1) });
export type PageSearch = SearchOf<typeof PageSearch.fields>;

export const leaderboardQuery = (range: DayRange) =>
  queryOptions({
    queryKey: [...reportsKey, "public", "leaderboard", range.start, range.end],
    queryFn: ({ signal }) => {
      const { start, end } = toApiRange(range);
      return api.get<Leaderboard>("/leaderboard", { query: { range: [start, end] }, signal, toast: false });
    },
    placeholderData: keepPreviousData,
  });
