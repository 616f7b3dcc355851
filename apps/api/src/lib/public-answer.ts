import type { FastifyReply } from "fastify";
import type { z } from "zod";
import type { Actor } from "../http/auth.ts";
import { AppError } from "../http/errors.ts";
import type { PublicCache } from "./public-cache.ts";

const refusals = new Set(["unauthorized", "forbidden", "not_found"]);

/**
 * A public page's answer. What a visitor sees is the same for every visitor, and a signed-in caller
 * sees at least that (who may see a program's details only grows with standing): so every caller is
 * first answered from the visitors' copy, kept already serialized (the schema applied once, unknown
 * keys stripped as the route's serializer would), at neither the database's cost nor serialization's.
 * Where a visitor is refused (a private program), a signed-in caller's answer is built for them,
 * fresh, and never kept.
 */
export async function publicAnswer<S extends z.ZodType>(
  cache: PublicCache,
  actor: Actor | null,
  key: string,
  schema: S,
  load: (as: Actor | null) => Promise<{ scope: string; value: z.input<S> }>,
  opts: { ttlMs?: number } = {},
): Promise<z.output<S> | string> {
  try {
    return await cache.get(
      key,
      async () => {
        const { scope, value } = await load(null);
        return { scope, value: JSON.stringify(schema.parse(value)) };
      },
      opts,
    );
  } catch (error) {
    if (!actor || !(error instanceof AppError) || !refusals.has(error.code)) throw error;
    return (await load(actor)).value as z.output<S>;
  }
}

/** A cached answer is already JSON: sent as it is (Fastify serializes objects only). */
export const sendJson = <T>(reply: FastifyReply, body: T) =>
  reply.type("application/json; charset=utf-8").send(body);
