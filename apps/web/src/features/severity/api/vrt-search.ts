/** The query's words as typed, for highlighting the matches the shared `searchVrt` found. */
export const queryWords = (query: string) => query.trim().split(/\s+/).filter(Boolean);
