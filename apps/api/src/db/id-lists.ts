import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// A list of ids as one array parameter, not one parameter per id: Drizzle builds `IN ($1, …, $40)`
// id by id (a fifth of a signed-in program list's CPU for a hunter in 40 programs), and PostgreSQL
// plans `= ANY($1)` the same way, as one index condition.
const asUuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;

/**
 * `column` is one of `ids` (uuids). One id is a plain equality: PostgreSQL reads an index on
 * (column, created_at …) in its order for `column = $1`, but not for `column = any($1)`, even with
 * one element, and would collect and sort every match of a list for its first page instead.
 */
export const inIds = (column: AnyColumn, ids: readonly string[]): SQL =>
  ids.length === 1 ? sql`${column} = ${sql.param(ids[0])}::uuid` : sql`${column} = any(${asUuids(ids)})`;

/** `column` is none of `ids` (uuids). */
export const notInIds = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`not (${column} = any(${asUuids(ids)}))`;
