// The roots of the query cache's keys that more than one feature reads or makes stale (live events,
// money screens beside the pages they sit in). They live below the features so that none has to
// import another's queries for a key, and so the live updates (in every first load) refresh them
// without pulling any feature's queries or screens in.

/** Every program query: the hunters' list, an organization's list, one program. */
export const programsKey = ["programs"] as const;
/** One program's queries (by id or slug), and what hangs under it (its budget). */
export const programKey = (ref: string) => [...programsKey, "one", ref] as const;
/** Every report query, which report events make stale. */
export const reportsKey = ["reports"] as const;
/** Every platform-staff query. */
export const staffKey = ["staff"] as const;
/** A program's budget balance, under the program's key (so the program's refresh takes it too). */
export const budgetKey = (programId: string) => [...programKey(programId), "balance"] as const;
/** A user's earnings: balance, credits and movements (the money screens and the live updates). */
export const balanceKey = (userId: string) => ["users", userId, "balance"] as const;
export const creditsKey = ["users", "authenticated", "credits"] as const;
export const movementsKey = ["users", "authenticated", "movements"] as const;
/** One organization's queries, and the list of the caller's organizations. */
export const organizationKey = (id: string) => ["organizations", id] as const;
export const myOrganizationsKey = ["organizations", "mine"] as const;
export const savedViewsKey = (organizationId: string) =>
  ["organizations", organizationId, "saved-views"] as const;
/** Issue 47: the organization's report labels (its settings, filters, pickers and chips). */
export const labelsKey = (organizationId: string) => ["organizations", organizationId, "labels"] as const;
export const cannedAnswersKey = (organizationId: string) =>
  ["organizations", organizationId, "canned-answers"] as const;
export const inboxKey = ["inbox"] as const;
/** Every triage query (issue 32): the programs, the queue, a vulnerability. */
export const triageKey = ["triage"] as const;
