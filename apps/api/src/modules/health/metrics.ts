import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import { isSameSecret } from "../../lib/secrets.ts";

interface MetricSources {
  db: Db;
  pool: pg.Pool;
  /** Open live streams on this instance. */
  liveConnections: () => number;
}

/**
 * The process's own figures (memory, CPU, event-loop lag), collected once per process: each
 * collection starts its own event-loop monitor, and the tests build hundreds of apps in one process.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * One registry per app (tests build several apps in one process). Request figures are this
 * instance's; queue and outbox figures are the database's, the same from every instance.
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  const requests = new Counter({
    name: "bounty_http_requests_total",
    help: "Requests answered, by route pattern, method and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "bounty_http_request_duration_seconds",
    help: "Time to answer, by route pattern and method.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: "bounty_db_pool_connections",
    help: "This instance's database connections: total open, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "total" }, sources.pool.totalCount);
      this.set({ state: "idle" }, sources.pool.idleCount);
      this.set({ state: "waiting" }, sources.pool.waitingCount);
    },
  });
  new Gauge({
    name: "bounty_live_connections",
    help: "Live-update streams open on this instance.",
    registers: [registry],
    collect() {
      this.set(sources.liveConnections());
    },
  });
  const queueDepth = new Gauge({
    name: "bounty_job_queue_depth",
    help: "Jobs waiting to run (created or to retry), by queue.",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "bounty_job_queue_oldest_seconds",
    help: "Age of the oldest job waiting, by queue.",
    labelNames: ["queue"] as const,
    registers: [registry],
    // One query fills both queue gauges; prom-client awaits a collect that returns a promise.
    async collect() {
      queueDepth.reset();
      this.reset();
      const rows = await fromDatabase(() =>
        sources.db.execute<{ name: string; depth: number; oldest: number }>(sql`
          select name, count(*)::int as depth,
                 coalesce(extract(epoch from now() - min(created_on)), 0)::float as oldest
          from pgboss.job where state in ('created', 'retry') group by name`),
      );
      for (const row of rows?.rows ?? []) {
        queueDepth.set({ queue: row.name }, Number(row.depth));
        this.set({ queue: row.name }, Number(row.oldest));
      }
    },
  });
  new Gauge({
    name: "bounty_mail_outbox_oldest_pending_seconds",
    help: "Age of the oldest notification mail not yet sent (0 when none waits).",
    registers: [registry],
    async collect() {
      this.reset();
      const found = await fromDatabase(() =>
        sources.db.execute<{ oldest: number }>(sql`
          select coalesce(extract(epoch from now() - min(created_at)), 0)::float as oldest
          from notification_mails where status = 'pending'`),
      );
      if (found) this.set(Number(found.rows[0]?.oldest ?? 0));
    },
  });
  const databaseUp = new Gauge({
    name: "bounty_database_up",
    help: "1 when the last scrape's database figures could be read within 2 s, else 0.",
    registers: [registry],
  });
  /**
   * A figure read from the database, or null when it cannot be within the deadline: the scrape still
   * answers with the process's and the pool's figures, which matter most while the database is away.
   */
  async function fromDatabase<T>(read: () => Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), 2000);
    });
    const value = await Promise.race([read().catch(() => null), late]).finally(() => clearTimeout(timer));
    databaseUp.set(value === null ? 0 : 1);
    return value;
  }

  return {
    registry,
    /** Counts every answer by its route pattern (never the raw URL: ids would make endless series). */
    observe(app: FastifyInstance) {
      app.addHook("onResponse", async (req, reply) => {
        const route = req.routeOptions.url ?? "unmatched";
        const method = req.method;
        requests.inc({ method, route, status: String(reply.statusCode) });
        durations.observe({ method, route }, reply.elapsedTime / 1000);
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN. Without the setting
 * the address answers 404 like any unknown one: figures are never public by default.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    if (!token)
      return reply.status(404).send({ error: { code: "not_found", message: "No route for GET /metrics." } });
    const sent = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (!isSameSecret(sent, token))
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: { code: "unauthorized", message: "Send the metrics token as a bearer token." } });
    const text = await Registry.merge([processMetrics(), metrics.registry]).metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
