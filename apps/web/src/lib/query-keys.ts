// The roots of the query cache's keys that more than one feature reads or makes stale (live events,
// money screens beside the pages they sit in). They live below the features so that none has to
// import another's queries for a key.

/** Every program query: the hunters' list, an organization's list, one program. */
export const programsKey = ["programs"] as const;
/** One program's queries (by id or slug), and what hangs under it (its budget). */
export const programKey = (ref: string) => [...programsKey, "one", ref] as const;
/** Every report query, which report events make stale. */
export const reportsKey = ["reports"] as const;
/** Every platform-staff query. */
export const staffKey = ["staff"] as const;
