import { PROGRAMS_PER_PAGE, type ProgramList } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { programsKey } from "./programs-query.ts";

/** /organizations/{id}/programs query params: only the page (bad values fall back to 1). */
export const OrgProgramsSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export type OrgProgramsSearch = z.infer<typeof OrgProgramsSearch>;
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
