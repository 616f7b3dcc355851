/**
 * Counts the job queue's work still under way: its queries and the jobs' handlers.
 *
 * pg-boss's stop() can return while a fetch it started is still running (the job it returns is
 * then handled anyway), and it settles a job (complete or fail) without awaiting the query. The
 * app closes the pool right after stop(), so either would later fail on a closed pool as an
 * unhandled rejection. Waiting until nothing is in flight closes that gap.
 */
export interface InFlight {
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves true once nothing is in flight, or false after `timeoutMs`. */
  drained(timeoutMs: number): Promise<boolean>;
}

export function inFlight(): InFlight {
  let count = 0;
  return {
    track(work) {
      count++;
      return work.finally(() => {
        count--;
      });
    },
    async drained(timeoutMs) {
      const until = Date.now() + timeoutMs;
      // A handler starts within microtasks of its fetch settling, so a zero seen on a timer tick
      // means nothing further will start once the workers are stopping.
      while (count > 0) {
        if (Date.now() > until) return false;
        await new Promise((r) => setTimeout(r, 10));
      }
      return true;
    },
  };
}
