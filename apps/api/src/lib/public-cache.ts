/**
 * The anonymous public pages' answers (hall of fame, program activity, disclosures, leaderboard),
 * kept briefly in memory: a program going public can bring ten times the traffic, and these pages
 * are the same for every visitor. Entries are dropped when an event of their program commits (the
 * event bus hears every instance's), and live at most `ttlMs` for changes no event tells of.
 */
/** The scope of answers about every public program at once (the leaderboard, the site's feed). */
export const EVERY_PROGRAM = "every-program";

export class PublicCache {
  private readonly entries = new Map<string, { value: unknown; expires: number; scope: string }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  /**
   * The cached answer of `key`, or the one `load` makes, kept under the scope it names (known only
   * once loaded: a program asked for by slug is scoped by its id). A load that throws keeps nothing.
   */
  async get<T>(key: string, load: () => Promise<{ scope: string; value: T }>, now = Date.now()): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const { scope, value } = await load();
    this.entries.delete(key);
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + this.ttlMs, scope });
    return value;
  }

  /** Drops every answer kept under `scope` (a program's id, or EVERY_PROGRAM). */
  drop(scope: string): void {
    for (const [key, entry] of this.entries) if (entry.scope === scope) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
