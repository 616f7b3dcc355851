import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { OAuthProviders } from "../lib/oauth.ts";
import type { PublicCache } from "../lib/public-cache.ts";
import type { Storage } from "../storage/storage.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** Everything a service needs from the running app; built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  jobs: Jobs;
  storage: Storage;
  rateLimiter: RateLimiter;
  /** Anonymous public pages, dropped by their program's events (lib/public-cache.ts). */
  publicCache: PublicCache;
  oauth: OAuthProviders;
  log: FastifyBaseLogger;
  /** Set on SIGTERM: readiness answers 503 while the instance drains (main.ts). */
  lifecycle: { draining: boolean };
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
