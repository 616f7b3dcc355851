import pg from "pg";

/** A unique index refused the write (PostgreSQL 23505), raised directly or wrapped by Drizzle. */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === "23505" || err.cause?.code === "23505";
};

const sqlStateOf = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code ?? err.cause?.code;
};

/**
 * Two requests collided: a unique index (23505), an exclusion constraint (23P01), a serialization
 * failure (40001) or a deadlock (40P01). Nothing was written; the caller may try again.
 */
export const isConcurrencyConflict = (e: unknown): boolean =>
  ["23505", "23P01", "40001", "40P01"].includes(sqlStateOf(e) ?? "");

/** Node's socket errors when the database's connection cannot be made or is lost. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);
/** pg's own words when a connection ends or cannot be had from the pool in time. */
const poolMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;
/** The server's: class 08 (connection), 53300 (too many clients), 57P01–57P03 (shutting down, starting). */
const isServerUnavailable = (code: string) =>
  code.startsWith("08") || ["53300", "57P01", "57P02", "57P03"].includes(code);

/**
 * The database is away, not the request at fault. Only errors of the database's driver count: a
 * query Drizzle ran (its DrizzleQueryError, whose cause is pg's) or pg's own error or words. A client
 * that drops its upload (ECONNRESET on the request) or another service that refuses a connection is
 * not the database and keeps its own answer.
 */
export const isDatabaseUnavailable = (e: unknown): boolean => {
  if (!(e instanceof Error)) return false;
  const fromDrizzle = e.name === "DrizzleQueryError" || "query" in e;
  const cause = fromDrizzle && e.cause instanceof Error ? e.cause : e;
  const code = String((cause as { code?: unknown }).code ?? "");
  if (cause instanceof pg.DatabaseError) return isServerUnavailable(code);
  if (poolMessages.test(cause.message)) return true;
  return fromDrizzle && socketCodes.has(code);
};

/** PostgreSQL cancelled the statement at DATABASE_STATEMENT_TIMEOUT_MS (57014), raised directly or wrapped by Drizzle. */
export const isStatementTimeout = (e: unknown): boolean => sqlStateOf(e) === "57014";
