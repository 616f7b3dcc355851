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

/** Node's socket errors when the database cannot be reached or drops the connection. */
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);

/**
 * The database is away, not the request at fault: it refused or dropped the connection, is shutting
 * down or starting (SQLSTATE class 08, 57P01-57P03), or the pool gave up waiting for a connection.
 */
export const isDatabaseUnavailable = (e: unknown): boolean => {
  const err = e as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = err.cause?.code ?? err.code ?? "";
  const message = err.cause?.message ?? err.message ?? "";
  return (
    unreachableCodes.has(code) ||
    code.startsWith("08") ||
    ["57P01", "57P02", "57P03"].includes(code) ||
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      message,
    )
  );
};
