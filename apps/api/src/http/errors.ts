import { type ErrorCode, errorStatus } from "@bounty/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isConcurrencyConflict, isDatabaseUnavailable, isStatementTimeout } from "../db/errors.ts";

/** The one error type services throw; the HTTP layer maps its code to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A refused file of rows (a CSV import): the message, and the rows at fault for the page's error list. */
export class RowsError extends AppError {
  constructor(
    message: string,
    readonly rows: { row: number; field: string; message: string }[],
  ) {
    super("validation_failed", message);
  }
}

export const DATABASE_UNAVAILABLE =
  "The service is briefly unavailable: its database cannot be reached. Please try again in a moment.";

export const DATABASE_TOO_SLOW =
  "The service is busy: this request took too long in the database. Please try again in a moment.";

export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found.`);
/** A 400 naming the field, for rules the request schema cannot check (they need stored data). */
export const invalid = (field: string, message: string) =>
  new AppError("validation_failed", `${field}: ${message}`);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("forbidden", message);

const statusCodes: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  406: "bad_request",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

export function registerErrorHandler(app: FastifyInstance, opts: { spaFallback: boolean }): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(errorStatus[err.code])
        .headers(err.headers)
        .send({
          error: {
            code: err.code,
            message: err.message,
            ...(err instanceof RowsError ? { rows: err.rows } : {}),
          },
        });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field =
        issue?.instancePath.replace(/^\//, "").replaceAll("/", ".") || err.validationContext || "";
      const keys =
        issue?.keyword === "unrecognized_keys" ? (issue.params as { keys?: string[] }).keys : undefined;
      const message = keys
        ? `Unknown field: ${keys.join(", ")}.`
        : `${field ? `${field}: ` : ""}${issue?.message ?? "Invalid input."}`;
      return reply.status(400).send({ error: { code: "validation_failed", message } });
    }
    if (isConcurrencyConflict(err)) {
      // A race the service did not name: the transaction rolled back whole, so a retry is safe.
      req.log.warn({ err }, "concurrent change refused");
      return reply.status(409).send({
        error: {
          code: "conflict",
          message: "Someone changed this at the same moment. Nothing was saved: reload and try again.",
        },
      });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      if (isDatabaseUnavailable(err)) {
        // Fail fast and say so: the load balancer and the web app retry; the pool reconnects by itself.
        // The cause only: the query's text and parameters (addresses, names) stay out of the log.
        const cause = (err.cause ?? err) as { message?: string; code?: string };
        req.log.warn({ cause: { message: cause.message, code: cause.code } }, "database unavailable");
        return reply
          .status(503)
          .header("retry-after", "5")
          .send({ error: { code: "unavailable", message: DATABASE_UNAVAILABLE } });
      }
      if (isStatementTimeout(err)) {
        req.log.error({ err }, "statement timeout");
        return reply
          .status(503)
          .header("retry-after", "5")
          .send({ error: { code: "unavailable", message: DATABASE_TOO_SLOW } });
      }
      req.log.error({ err }, "unhandled error");
      return reply
        .status(500)
        .send({ error: { code: "internal", message: "Something went wrong on our side." } });
    }
    return reply
      .status(status)
      .send({ error: { code: statusCodes[status] ?? "bad_request", message: err.message } });
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "";
    // Client-side routes: the SPA answers them, including its own 404 page. A missing build file is
    // a 404: an old tab asking for a chunk the deploy removed must fail (and reload), not get HTML.
    // A file name (`/favicon.ico`, `/sitemap.xml`) that is not there is a plain 404, never the app's
    // page: no app route ends in an extension (slugs and names are letters, digits, - and _).
    const isFileName = /\.[a-z0-9]{1,8}$/i.test(path);
    if (opts.spaFallback && req.method === "GET" && !isFileName && !/^\/(api|dev|assets)\//.test(path)) {
      return reply.type("text/html").sendFile("index.html");
    }
    if (isFileName && !path.startsWith("/api/"))
      return reply.status(404).type("text/plain").send("Not found.\n");
    return reply
      .status(404)
      .send({ error: { code: "not_found", message: `No route for ${req.method} ${path}.` } });
  });
}
