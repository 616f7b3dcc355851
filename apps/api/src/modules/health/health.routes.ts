import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { pendingMigrations } from "../../db/migrate.ts";
import { AppError } from "../../http/errors.ts";

/** How long readiness waits for the database before it says "not ready". */
const DATABASE_CHECK_MS = 2000;

const Live = z.object({ data: z.object({ ok: z.literal(true) }) });
const Ready = z.object({
  data: z.object({
    ready: z.literal(true),
    checks: z.object({ database: z.literal("ok"), migrations: z.literal("ok"), draining: z.literal(false) }),
  }),
});

/**
 * Why the instance should not get traffic, or null: the database answers and holds every migration of
 * this build, all within one deadline. A probe that finds one under way waits for it rather than
 * starting another, so slow probes never take the pool's connections one after another.
 */
function readinessCheck(db: Db) {
  let running: Promise<string | null> | null = null;
  const check = async (): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(
        () => resolve(`the database cannot be used (it did not answer within ${DATABASE_CHECK_MS} ms)`),
        DATABASE_CHECK_MS,
      );
    });
    const answered = (async () => {
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        return `the database cannot be used (${(err as Error).message})`;
      }
      try {
        const pending = await pendingMigrations(db);
        return pending > 0 ? `${pending} migration${pending === 1 ? " is" : "s are"} not applied yet` : null;
      } catch (err) {
        return `the migrations cannot be read (${(err as Error).message})`;
      }
    })();
    try {
      return await Promise.race([answered, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    running ??= check().finally(() => {
      running = null;
    });
    return running;
  };
}

/**
 * For load balancers and orchestrators (docs/deployment.md): liveness says the process answers (restart
 * it when not), readiness says it should get traffic — its database answers, its migrations are
 * applied, and it is not draining for a shutdown.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const ready = readinessCheck(app.ctx.database.db);
  const live = {
    schema: {
      tags: ["health"],
      security: [],
      summary: "Liveness: the process answers",
      response: { 200: Live },
    },
  };
  app.get("/health/live", live, async () => ({ data: { ok: true as const } }));
  // The address the first releases documented; kept for monitors already pointed at it.
  app.get("/health", { schema: { ...live.schema, hide: true } }, async () => ({
    data: { ok: true as const },
  }));

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        security: [],
        summary: "Readiness: the database answers, migrations are current, the instance is not draining",
        description: "A 503 names the check that failed; a load balancer sends no traffic until this is 200.",
        response: { 200: Ready },
        errors: [503],
      },
    },
    async () => {
      if (app.ctx.lifecycle.draining)
        throw new AppError("unavailable", "Not ready: this instance is shutting down.");
      const problem = await ready();
      if (problem) throw new AppError("unavailable", `Not ready: ${problem}.`);
      return {
        data: {
          ready: true as const,
          checks: { database: "ok" as const, migrations: "ok" as const, draining: false as const },
        },
      };
    },
  );
};
