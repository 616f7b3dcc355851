import type { ListMeta } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { isApiError } from "../../../lib/api-error.ts";
import type { ProgramSearch } from "./program-search.ts";

/** Spec §9: the public program list is fetched 200 at a time. */
export const PROGRAMS_PER_PAGE = 200;

/** A program card's data. Local until packages/shared gains the program schemas. */
export interface ProgramSummary {
  id: string;
  slug: string;
  name: string;
  type: "vdp" | "bounty" | "internal";
  visibility: "public" | "application" | "invite";
  organization: { id: string; name: string; icon: string | null };
}

export interface ProgramList {
  data: ProgramSummary[];
  meta: ListMeta;
}

// TODO(remove when GET /api/programs lands): until then the API answers 404 "No route…", read as no programs.
function emptyListWhileProgramsApiMissing(error: unknown, page: number): ProgramList {
  if (isApiError(error, 404) && error.message.startsWith("No route")) {
    return { data: [], meta: { total: 0, page, perPage: PROGRAMS_PER_PAGE } };
  }
  throw error;
}

export const programsQuery = ({ page, type, visibility, s }: ProgramSearch) =>
  queryOptions({
    queryKey: ["programs", "public", { page, type, visibility, s }],
    queryFn: ({ signal }) =>
      api
        .get<ProgramList>("/programs", {
          query: { page, perPage: PROGRAMS_PER_PAGE, type, visibility, s },
          signal,
          toast: false,
        })
        .catch((error: unknown) => emptyListWhileProgramsApiMissing(error, page)),
  });
