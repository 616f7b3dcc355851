import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { OAuthProviders } from "../modules/auth/oauth.ts";
import type { LiveStreams } from "../modules/live/live-stream.ts";
import type { Storage } from "../storage/storage.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** Everything a service needs from the running app; built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  jobs: Jobs;
  storage: Storage;
  rateLimiter: RateLimiter;
  oauth: OAuthProviders;
  live: LiveStreams;
  log: FastifyBaseLogger;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
