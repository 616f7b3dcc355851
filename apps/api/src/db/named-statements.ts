import { createHash } from "node:crypto";
import type pg from "pg";

/** Distinct statements one connection keeps prepared; past it, new shapes run unnamed, as before. */
export const MAX_NAMED_PER_CONNECTION = 1000;

// Names already computed, by text: a Map lookup costs far less than hashing the text again (the
// hash was 4% of a program page's CPU). The texts are the app's statement shapes, a bounded set.
const known = new Map<string, string>();
const MAX_KNOWN = 5_000;

function nameOf(text: string): string {
  let name = known.get(text);
  if (name === undefined) {
    name = `s_${createHash("sha1").update(text).digest("base64url")}`;
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * Makes every parameterized statement a connection runs a named prepared statement, named by its
 * text. PostgreSQL then parses and plans a shape once per connection instead of on every request:
 * the report lists' statements take about as long to plan as to run (the reports table has a dozen
 * indexes to weigh), and Drizzle's dynamic queries (filters, sorts, page direction) cannot use
 * `prepared()`, which needs one fixed shape. After five executions PostgreSQL keeps a generic plan
 * only when it costs no more than the custom ones did, so a skewed value still gets its own plan.
 * Statements without parameters (`begin`, `commit`) stay on the simple protocol.
 */
export function nameStatements(client: pg.PoolClient): void {
  // The prototype's method, looked up at each call, so a wrapper set on it later (the tests' statement
  // counter) still sees every statement.
  const query = (...args: unknown[]) =>
    (Object.getPrototypeOf(client).query as (...a: unknown[]) => unknown).apply(client, args);
  const named = new Set<string>();
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
    // Drizzle passes (config, values); a submittable (a cursor, a stream) is left as it is.
    if (
      config !== null &&
      typeof config === "object" &&
      typeof (config as QueryConfigLike).submit !== "function"
    ) {
      const c = config as QueryConfigLike;
      const values = c.values ?? rest[0];
      if (c.name === undefined && typeof c.text === "string" && Array.isArray(values) && values.length > 0) {
        const name = nameOf(c.text);
        if (named.has(name) || named.size < MAX_NAMED_PER_CONNECTION) {
          named.add(name);
          return query({ ...c, name }, ...rest);
        }
      }
    }
    return query(config, ...rest);
  };
}
