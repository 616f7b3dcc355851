// The earnings queries' keys alone, so the live updates (in every first load) can refresh them
// without pulling the queries in.
export const balanceKey = (userId: string) => ["users", userId, "balance"] as const;
export const creditsKey = ["users", "authenticated", "credits"] as const;
export const movementsKey = ["users", "authenticated", "movements"] as const;
