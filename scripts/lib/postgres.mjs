// Where `npm test` finds PostgreSQL: DATABASE_URL when set, else the local server CI and these
// machines run (127.0.0.1:5432, trust auth). Answers null when none answers within two seconds.
import pg from "pg";

export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

export async function reachablePostgres(url = process.env.DATABASE_URL || LOCAL_POSTGRES) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}
