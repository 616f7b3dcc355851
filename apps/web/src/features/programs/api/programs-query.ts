import { PROGRAMS_PER_PAGE, type ProgramList } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { programsKey } from "../../../lib/query-keys.ts";
import type { ProgramSearch } from "./program-search.ts";

/** GET /api/programs: the programs the viewer may see, 200 a page (spec §9), with the page's filters. */
export const programsQuery = ({ page, type, visibility, s }: ProgramSearch) =>
  queryOptions({
    queryKey: [...programsKey, "public", { page, type, visibility, s }],
    queryFn: ({ signal }) =>
      api.get<ProgramList>("/programs", {
        query: { page, perPage: PROGRAMS_PER_PAGE, type, visibility, s },
        signal,
        toast: false,
      }),
  });
