// `npm run staff -- add someone@example.com | remove someone@example.com | list`: the operator names
// platform staff by command (docs/security.md). It runs against the database the server uses.
import { loadConfigOrExit } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { DEMO_STAFF_TOTP_SECRET } from "../db/seed.ts";
import { runningServer } from "../lib/server-lock.ts";
import { totpCodeOf } from "../modules/security/index.ts";
import { grantStaff, listStaff, revokeStaff } from "./staff-accounts.ts";

const USAGE = "Usage: npm run staff -- add <e-mail> | remove <e-mail> | list | demo-code";

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command === "demo-code") {
    // The demo staff account's authenticator code, for a newcomer without an authenticator app.
    console.log(totpCodeOf(DEMO_STAFF_TOTP_SECRET));
    return 0;
  }
  if (!(command === "list" || ((command === "add" || command === "remove") && email?.includes("@")))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  const server = config.DATABASE_URL ? null : runningServer(config.DATA_DIR);
  if (server) {
    console.error(
      `The server (pid ${server}) is running on the embedded database in ${config.DATA_DIR}, which one process ` +
        "opens at a time: stop it, run this again, then start it. (With DATABASE_URL, no need.)",
    );
    return 1;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  try {
    await migrateDatabase(database.db);
    if (command === "list") {
      for (const line of await listStaff(database.db, config.PLATFORM_STAFF_EMAILS)) console.log(line);
      return 0;
    }
    const result =
      command === "add"
        ? await grantStaff(database.db, email!)
        : await revokeStaff(database.db, email!, config.PLATFORM_STAFF_EMAILS);
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
