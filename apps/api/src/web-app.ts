import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";

/** Serves the built SPA on the same origin; other GET paths get index.html for the client router. */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<boolean> {
  const dist = resolve(config.WEB_DIST ?? new URL("../../web/dist", import.meta.url).pathname);
  if (!existsSync(join(dist, "index.html"))) return false;
  // The wildcard route reads files at request time, so a rebuild needs no restart.
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    // The build wrote .br and .gz beside each asset: sent as they are, by Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    // Vite names assets by content hash; index.html must always be revalidated.
    setHeaders: (reply, path) =>
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      ),
  });
  app.get("/", { schema: { hide: true } }, (_req, reply) => reply.sendFile("index.html"));
  return true;
}
