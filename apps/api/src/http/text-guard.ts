import { controlCharacterMessage, refusedCharacter } from "@bounty/shared";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/** The headers the API reads itself; Node's parser already refuses NUL and line breaks in any header. */
const READ_HEADERS = ["authorization", "idempotency-key", "x-request-id"] as const;

const refuse = (field: string, char: string, multiline: boolean) =>
  new AppError("validation_failed", `${field}: ${controlCharacterMessage(char, { multiline })}`);

/** Throws a 400 naming the first string (or key) under `value` that breaks the text rule. */
function check(value: unknown, path: string, multiline: boolean, depth = 0): void {
  if (typeof value === "string") {
    const char = refusedCharacter(value, { multiline });
    if (char) throw refuse(path || "body", char, multiline);
    return;
  }
  if (value === null || typeof value !== "object" || depth > 32) return;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries())
      check(item, path ? `${path}.${i}` : String(i), multiline, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const char = refusedCharacter(key, { multiline: false });
    if (char) throw refuse(at, char, false);
    check(item, at, multiline, depth + 1);
  }
}

/**
 * One rule for every text the API takes (packages/shared `text-rules.ts`): path and query
 * parameters and the headers read here are single-line; body strings may hold tabs and line
 * breaks. Runs before validation, so a bad byte never reaches a service or the database.
 * Multipart parts are checked where they are read (attachments, avatars).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => {
    check(req.params, "", false);
    check(req.query, "", false);
    for (const name of READ_HEADERS) {
      const value = req.headers[name];
      if (typeof value === "string") {
        const char = refusedCharacter(value, { multiline: false });
        if (char) throw refuse(name, char, false);
      }
    }
    if (req.body !== undefined && !req.isMultipart()) check(req.body, "", true);
  });
}
