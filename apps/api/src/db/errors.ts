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
