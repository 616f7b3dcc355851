/**
 * The anonymous public pages' answers (hall of fame, program activity, disclosures, leaderboard),
 * kept briefly in memory: a program going public can bring ten times the traffic, and these pages
 * are the same for every visitor. Entries are dropped when an event of their program commits (the
 * event bus hears every instance's), and live at most `ttlMs` for changes no event tells of.
 */
/** The scope of answers about every public program at once (the site's feed), dropped by any report event. */
export const EVERY_PROGRAM = "every-program";
/**
 * The leaderboard's scope: never dropped by events (every report event would make each visitor
 * recompute it); it lives LEADERBOARD_TTL_MS instead.
 */
export const LEADERBOARD = "leaderboard";
export const LEADERBOARD_TTL_MS = 60_000;

export class PublicCache {
  private readonly entries = new Map<string, { value: unknown; expires: number; scope: string }>();
  /** Loads under way: the visitors who miss at once wait for one load instead of each making one. */
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Counts drops; each scope remembers the count at its last drop. */
  private drops = 0;
  private readonly droppedAt = new Map<string, number>();
  /** The count at the last clear, which drops every scope. */
  private clearedAt = -1;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  /**
   * The cached answer of `key`, or the one `load` makes, kept under the scope it names (known only
   * once loaded: a program asked for by slug is scoped by its id). A load that throws keeps nothing.
   */
  async get<T>(
    key: string,
    load: () => Promise<{ scope: string; value: T }>,
    opts: { ttlMs?: number; now?: number } = {},
  ): Promise<T> {
    const now = opts.now ?? Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const startedAt = this.drops;
    const promise = load().then(({ scope, value }) => {
      // A drop of its scope while it loaded (an event committed meanwhile): the answer may predate
      // the change, so it is answered to those who asked but not kept (a withdrawn disclosure stayed
      // public for a whole TTL otherwise).
      if ((this.droppedAt.get(scope) ?? -1) >= startedAt || this.clearedAt >= startedAt) return value;
      this.entries.delete(key);
      // Oldest first: a Map iterates in insertion order.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, expires: now + (opts.ttlMs ?? this.ttlMs), scope });
      return value;
    });
    this.loading.set(key, promise);
    try {
      return await promise;
    } finally {
      this.loading.delete(key);
    }
  }

  /** Drops every answer kept under `scope` (a program's id, or EVERY_PROGRAM). */
  drop(scope: string): void {
    this.droppedAt.set(scope, this.drops++);
    for (const [key, entry] of this.entries) if (entry.scope === scope) this.entries.delete(key);
  }

  /** Drops every answer, and keeps none of those loading now. */
  clear(): void {
    this.clearedAt = this.drops++;
    this.entries.clear();
  }
}
