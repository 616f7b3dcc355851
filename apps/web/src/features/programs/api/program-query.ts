import type { Program, ProgramAbilities } from "@bounty/shared";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { programKey } from "../../../lib/query-keys.ts";

/**
 * Every query about one program starts with this key (its invites, applications, balance, test
 * information…), so invalidating it refreshes all of a program's pages. `ref` is the id or slug
 * the page was reached by.
 */

export interface ProgramAnswer {
  data: Program;
  abilities: ProgramAbilities;
}

/** GET programs/{id|slug}: the program as the viewer may see it, with the viewer's abilities (404 when invisible). */
export const programQuery = (ref: string) =>
  queryOptions({
    queryKey: programKey(ref),
    queryFn: ({ signal }) =>
      api.get<ProgramAnswer>(`/programs/${encodeURIComponent(ref)}`, { signal, toast: false }),
  });
