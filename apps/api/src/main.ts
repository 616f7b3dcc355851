import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { seedDemoData } from "./db/seed.ts";
import { isLoopbackAddress } from "./http/loopback.ts";
import { markServerRunning } from "./lib/server-lock.ts";

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await migrateDatabase(database.db);
  const unmark = database.mode === "pglite" ? markServerRunning(config.DATA_DIR) : () => undefined;
  process.on("exit", unmark);
  const app = await buildApp(config, database);
  // The demo staff account never reaches a production database.
  const seeded = config.SEED_DEMO
    ? await seedDemoData(database.db, {
        staff: config.NODE_ENV !== "production",
        sealSecret: config.JWT_SECRET,
      })
    : null;
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.mode === "pglite" ? `embedded PGlite in ${config.DATA_DIR}/pglite` : "PostgreSQL";
  console.log(`\nBounty is running at ${config.PUBLIC_URL} (database: ${where}).`);
  if (seeded) console.log(seeded);
  if (!config.SMTP_URL) {
    console.log(
      `No SMTP_URL: sign-in mails are shown at ${config.PUBLIC_URL}/dev/mail (this machine only)\n`,
    );
    if (!isLoopbackAddress(config.HOST) && config.HOST !== "localhost")
      console.warn(
        `Warning: listening on ${config.HOST}, beyond this machine. The dev mailbox still answers loopback only; ` +
          "a real deployment needs SMTP_URL (and NODE_ENV=production) so people receive their sign-in links.\n",
      );
  }

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // Readiness turns 503 first, so a load balancer moves new traffic away while this one still
    // serves; then the server stops taking connections, ends live streams (their clients reconnect
    // to another instance and resume from Last-Event-ID) and lets in-flight requests finish.
    app.ctx.lifecycle.draining = true;
    if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
    setTimeout(() => {
      console.error(`In-flight requests still open after ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting anyway.`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
