import pg from "pg";

/**
 * Counts the SQL statements sent while `work` runs, on every connection of this process (the app's
 * pool, PGlite's socket or PostgreSQL alike): how many round trips an endpoint makes.
 */
export async function countQueries(
  work: () => Promise<unknown>,
): Promise<{ count: number; statements: string[] }> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this only looks at the text.
  pg.Client.prototype.query = function (this: pg.Client, config: any, ...rest: any[]) {
    const text = typeof config === "string" ? config : config?.text;
    if (typeof text === "string" && !/^\s*LISTEN\b/i.test(text)) statements.push(text);
    return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return { count: statements.length, statements };
}
