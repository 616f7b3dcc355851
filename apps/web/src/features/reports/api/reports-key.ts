/**
 * The prefix of every report query, which report events make stale. Its own module: the live
 * updates (in every page's first load) need the key, not the report queries.
 */
export const reportsKey = ["reports"] as const;
