import { PROGRAMS_PER_PAGE, type ProgramList } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { programsKey } from "../../../lib/query-keys.ts";
import { integer, type SearchOf, searchParams, withDefault } from "../../../lib/search-readers.ts";

/** /organizations/{id}/programs query params: only the page (bad values fall back to 1). */
export const OrgProgramsSearch = searchParams({ page: withDefault(integer({ min: 1 }), 1) });
export type OrgProgramsSearch = SearchOf<typeof OrgProgramsSearch.fields>;
export const defaultOrgProgramsSearch: OrgProgramsSearch = { page: 1 };

/** GET programs?organization={id}: every program of the organization (members only), 200 a page. */
export const orgProgramsQuery = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: [...programsKey, "organization", organizationId, { page }],
    queryFn: ({ signal }) =>
      api.get<ProgramList>("/programs", {
        query: { organization: organizationId, page, perPage: PROGRAMS_PER_PAGE },
        signal,
        toast: false,
      }),
  });
