/**
 * What of an error reaches the log. A failed statement's parameters (names, addresses, test-account
 * passwords) sit in Drizzle's message and `params`, and PostgreSQL's own message and detail quote
 * values ("invalid input syntax for type integer: "…"", "Key (email)=(…)"): a database error is
 * logged by its SQLSTATE, constraint, table, column and statement text (placeholders only), never
 * its values. Other errors keep their type, message, code and stack, and no other property: a
 * library that hangs a request body or a row on its error does not get it logged.
 */
interface Serialized {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: Serialized;
}

type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  query?: unknown;
  params?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
};

const isSqlState = (code: unknown): code is string => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
/** Drizzle's wrapper (`Failed query: …\nparams: …`) or a driver error carrying a SQLSTATE. */
const isDatabaseError = (e: ErrorLike) =>
  "params" in e || (isSqlState(e.code) && typeof e.severity === "string");

const text = (v: unknown) => (typeof v === "string" ? v : undefined);
/** A stack's frames only: its head repeats the message, which may run over several lines. */
const framesOf = (stack: string | undefined) =>
  (stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");

export function serializeError(err: unknown, depth = 0): Serialized {
  if (!(err instanceof Error)) return { type: typeof err, message: "(not an Error)", stack: "" };
  const e = err as ErrorLike;
  const type = e.constructor?.name ?? "Error";
  let out: Serialized;
  if (isDatabaseError(e)) {
    out = {
      type,
      message: isSqlState(e.code) ? `database error ${e.code}` : "database statement failed",
      code: isSqlState(e.code) ? e.code : undefined,
      query: text(e.query),
      constraint: text(e.constraint),
      table: text(e.table),
      column: text(e.column),
      stack: framesOf(e.stack),
    };
  } else {
    out = {
      type,
      message: e.message,
      code: text(e.code),
      statusCode: typeof e.statusCode === "number" ? e.statusCode : undefined,
      stack: e.stack ?? "",
    };
  }
  if (e.cause !== undefined && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
