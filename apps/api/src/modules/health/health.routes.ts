import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
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

/** The database's answer to `select 1`, or why there was none within the check's time. */
async function databaseProblem(query: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`it did not answer within ${DATABASE_CHECK_MS} ms`), DATABASE_CHECK_MS);
  });
  try {
    return await Promise.race([query().then(() => null), late]);
  } catch (err) {
    return `it refused: ${(err as Error).message}`;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and orchestrators (docs/deployment.md): liveness says the process answers (restart
 * it when not), readiness says it should get traffic — its database answers, its migrations are
 * applied, and it is not draining for a shutdown.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { database, lifecycle } = app.ctx;
      if (lifecycle.draining) throw new AppError("unavailable", "Not ready: this instance is shutting down.");
      const problem = await databaseProblem(() => database.db.execute(sql`select 1`));
      if (problem) throw new AppError("unavailable", `Not ready: the database cannot be used (${problem}).`);
      const pending = await pendingMigrations(database.db);
      if (pending > 0)
        throw new AppError(
          "unavailable",
          `Not ready: ${pending} migration${pending === 1 ? " is" : "s are"} not applied yet.`,
        );
      return {
        data: {
          ready: true as const,
          checks: { database: "ok" as const, migrations: "ok" as const, draining: false as const },
        },
      };
    },
  );
};
