import { AppError } from "./errors.ts";

/** Fixed-window counters. One instance keeps them in memory; several share none (documented). */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit on `key`; throws 429 once `limit` hits fall inside `windowMs`. */
  hit(key: string, limit: number, windowMs: number, message: string): void {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      this.windows.set(key, { count: 1, resetAt: t + windowMs });
      this.sweep(t);
      return;
    }
    w.count += 1;
    if (w.count > limit) {
      const retry = Math.ceil((w.resetAt - t) / 1000);
      throw new AppError("rate_limited", message, { "retry-after": String(retry) });
    }
  }

  private sweep(t: number): void {
    if (this.windows.size < 10_000) return;
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}
