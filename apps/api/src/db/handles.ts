import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type * as schema from "./schema/index.ts";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either this or the root handle. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;
