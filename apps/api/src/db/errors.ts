/** A unique index refused the write (PostgreSQL 23505), raised directly or wrapped by Drizzle. */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === "23505" || err.cause?.code === "23505";
};
