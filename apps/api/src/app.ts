import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { credentialsScope } from "./http/request-credentials.ts";
import { auditRoutes } from "./modules/audit/index.ts";
import "./http/context.ts";
import { withStartupLock } from "./db/startup-lock.ts";
import { startEventBus } from "./events/event-bus.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { AVATAR_MAX_BYTES } from "./http/images.ts";
import { serializeError } from "./http/log-serializers.ts";
import { openapiOptions } from "./http/openapi.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { registerTextGuard } from "./http/text-guard.ts";
import { startJobs } from "./jobs/jobs.ts";
import { OAuthProviders } from "./lib/oauth.ts";
import { EVERY_PROGRAM, PublicCache } from "./lib/public-cache.ts";
import { createMailer } from "./mail/mailer.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { configRoutes } from "./modules/config/config.routes.ts";
import { devClockRoutes } from "./modules/dev-mail/dev-clock.routes.ts";
import { devMailRoutes } from "./modules/dev-mail/dev-mail.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createMetrics, registerMetricsRoute } from "./modules/health/metrics.ts";
import { inboxRoutes } from "./modules/inbox/inbox.routes.ts";
import { liveRoutes } from "./modules/live/live.routes.ts";
import { canHearEvent } from "./modules/live/live-audience.ts";
import { LiveStreams } from "./modules/live/live-stream.ts";
import { organizationsRoutes } from "./modules/organizations/core/organizations.routes.ts";
import { activationRequestsRoutes } from "./modules/programs/activation/activation-requests.routes.ts";
import { programBalanceRoutes } from "./modules/programs/budget/program-balance.routes.ts";
import { programPartsRoutes } from "./modules/programs/core/program-parts.routes.ts";
import { programsRoutes } from "./modules/programs/core/programs.routes.ts";
import { programEventsRoutes } from "./modules/programs/events/program-events.routes.ts";
import { programSubscriptionRoutes } from "./modules/programs/subscriptions/program-subscriptions.routes.ts";
import { programTestRoutes } from "./modules/programs/test-info/test-info.routes.ts";
import { publicRoutes } from "./modules/public/public.routes.ts";
import { cannedAnswersRoutes } from "./modules/reports/canned/canned-answers.routes.ts";
import { attachmentsRoutes } from "./modules/reports/conversation/attachments.routes.ts";
import { messagesRoutes } from "./modules/reports/conversation/messages.routes.ts";
import { reportsRoutes } from "./modules/reports/core/reports.routes.ts";
import { disclosureRoutes } from "./modules/reports/disclosure/disclosure.routes.ts";
import { publicDisclosuresRoutes } from "./modules/reports/disclosure/public-disclosures.routes.ts";
import { labelsRoutes } from "./modules/reports/labels/labels.routes.ts";
import { responseTargetsRoutes } from "./modules/reports/targets/response-targets.routes.ts";
import { savedViewsRoutes } from "./modules/reports/views/saved-views.routes.ts";
import { licencesRoutes } from "./modules/rewards/licences/licences.routes.ts";
import { payoutsRoutes } from "./modules/rewards/payouts/payouts.routes.ts";
import { rewardsRoutes } from "./modules/rewards/rewards/rewards.routes.ts";
import { securityRoutes } from "./modules/security/index.ts";
import { staffRoutes } from "./modules/staff/staff.routes.ts";
import {
  importRoutes,
  retestRoutes,
  triageDashboardRoutes,
  triageRoutes,
  triageStaffRoutes,
} from "./modules/triage/index.ts";
import { unsubscribeRoutes } from "./modules/users/unsubscribe.routes.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { scheduledJobs } from "./schedules.ts";
import { chooseStorage } from "./storage/choose-storage.ts";
import { serveWebApp } from "./web-app.ts";

// Never log credentials: tokens, codes and secrets may sit in these places of a request.
const redact = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.query.code",
  "req.query.state",
  "req.query.request",
  "res.headers['set-cookie']",
];

/** Builds the whole app around an open database; the caller owns the database's lifetime. */
/**
 * A hop count trusts that many proxies nearest the server (Fastify takes a bare number as "trust
 * none"): the client's address is the one the outermost trusted proxy saw. Addresses and ranges go
 * to Fastify as they are.
 */
const trustProxyOf = (trust: false | number | string) =>
  typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp(
  config: Config,
  database: Database,
  opts: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            redact,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            serializers: {
              err: (err) => serializeError(err),
              // The query string may carry sign-in codes: log the path only.
              req: (req) => ({ method: req.method, url: req.url.split("?")[0], reqId: req.id }),
            },
          },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
    // API answers depend on who asks: no shared or back-button cache may keep them (ASVS 14.3.2).
    // A route that wants caching says so itself (images whose URL carries a version).
    if (/^\/(api|dev)\//.test(req.url) && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
  });

  const security = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(config.CHAT_WIDGET_SCRIPT_URL ? [new URL(config.CHAT_WIDGET_SCRIPT_URL).origin] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: [
          "'self'",
          ...(config.CHAT_WIDGET_SCRIPT_URL ? [new URL(config.CHAT_WIDGET_SCRIPT_URL).origin] : []),
        ],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  app.addHook("onRequest", credentialsScope);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, openapiOptions(config));
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());

  const sendMail = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    db: database.db,
    log: app.log,
  });
  const jobs = await withStartupLock(database, () =>
    startJobs({
      pool: database.pool,
      sendMail,
      worker: config.WORKER,
      log: app.log,
      chat: { db: database.db, baseUrl: config.CHAT_WEBHOOK_BASE_URL, publicUrl: config.PUBLIC_URL },
      mail: { db: database.db, publicUrl: config.PUBLIC_URL, secret: config.JWT_SECRET },
      schedules: scheduledJobs(database.db, app.log),
    }),
  );
  const bus = await startEventBus(database, app.log);
  const live = new LiveStreams(database.db, bus, canHearEvent, app.log);
  const publicCache = new PublicCache();
  // A committed event of a program makes its public pages stale; any report event may move the board.
  bus.subscribe((notice) => {
    if (notice.programId) publicCache.drop(notice.programId);
    if (notice.type.startsWith("report.") || notice.type.startsWith("program."))
      publicCache.drop(EVERY_PROGRAM);
  });
  // Events not heard (the bus's connection was lost): any kept answer may be stale.
  bus.onGap(() => publicCache.clear());
  app.decorate("ctx", {
    config,
    database,
    jobs,
    storage: chooseStorage(config),
    rateLimiter: new RateLimiter(database.db),
    publicCache,
    lifecycle: { draining: false },
    oauth: new OAuthProviders(config),
    log: app.log,
  });
  app.decorate("liveStreams", live);
  // Open streams would keep the server from closing: end them first.
  app.addHook("preClose", async () => live.closeAll());
  app.addHook("onClose", async () => {
    await bus.close();
    await jobs.stop();
    sendMail.close();
  });

  registerErrorHandler(app, { spaFallback: await serveWebApp(app, config) });
  registerTextGuard(app);
  const metrics = createMetrics({ db: database.db, pool: database.pool, liveConnections: () => live.size });
  metrics.observe(app);
  registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(configRoutes, { prefix: "/api" });
  await app.register(authRoutes, { prefix: "/api/auth" });
  await app.register(usersRoutes, { prefix: "/api/users" });
  await app.register(securityRoutes, { prefix: "/api/users" });
  await app.register(unsubscribeRoutes, { prefix: "/api/notifications" });
  await app.register(organizationsRoutes, { prefix: "/api/organizations" });
  await app.register(programsRoutes, { prefix: "/api/programs" });
  await app.register(programSubscriptionRoutes, { prefix: "/api" });
  await app.register(activationRequestsRoutes, { prefix: "/api/programs" });
  await app.register(programBalanceRoutes, { prefix: "/api/programs" });
  await app.register(programEventsRoutes, { prefix: "/api/programs" });
  await app.register(staffRoutes, { prefix: "/api/staff" });
  await app.register(programPartsRoutes, { prefix: "/api" });
  await app.register(programTestRoutes, { prefix: "/api/programs" });
  await app.register(reportsRoutes, { prefix: "/api" });
  await app.register(disclosureRoutes, { prefix: "/api" });
  await app.register(publicDisclosuresRoutes, { prefix: "/api" });
  await app.register(publicRoutes, { prefix: "/api" });
  await app.register(responseTargetsRoutes, { prefix: "/api" });
  await app.register(savedViewsRoutes, { prefix: "/api" });
  await app.register(labelsRoutes, { prefix: "/api" });
  await app.register(cannedAnswersRoutes, { prefix: "/api" });
  await app.register(triageRoutes, { prefix: "/api" });
  await app.register(triageDashboardRoutes, { prefix: "/api" });
  await app.register(importRoutes, { prefix: "/api" });
  await app.register(retestRoutes, { prefix: "/api" });
  await app.register(triageStaffRoutes, { prefix: "/api" });
  await app.register(inboxRoutes, { prefix: "/api" });
  await app.register(attachmentsRoutes, { prefix: "/api" });
  await app.register(messagesRoutes, { prefix: "/api" });
  await app.register(rewardsRoutes, { prefix: "/api" });
  await app.register(payoutsRoutes, { prefix: "/api" });
  await app.register(licencesRoutes, { prefix: "/api" });
  await app.register(liveRoutes, { prefix: "/api" });
  await app.register(auditRoutes, { prefix: "/api" });
  if (!config.SMTP_URL && config.NODE_ENV !== "production") {
    await app.register(devMailRoutes);
    await app.register(devClockRoutes);
  }

  return app;
}
