// `npm run openapi [-- file]`: writes the API document (what GET /api/openapi.json answers) to a file
// or stdout, from an app on a throwaway embedded database. `npm test` lints it and checks the
// answers its API suite recorded against it (docs/api.md "The contract").
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";

const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DATA_DIR: `/tmp/bounty-openapi-${randomBytes(6).toString("hex")}`,
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:3000",
  JWT_SECRET: randomBytes(32).toString("hex"),
  WEB_DIST: "/nonexistent",
  WORKER: "false",
});
const database = await openDatabase({ dataDir: "memory://" });
await migrateDatabase(database.db);
const app = await buildApp(config, database);
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();
const file = process.argv[2];
if (file) writeFileSync(file, document);
else process.stdout.write(document);
