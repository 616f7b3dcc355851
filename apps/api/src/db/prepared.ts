import type pg from "pg";
import type { Db, DbOrTx } from "./handles.ts";

/** Pools in front of embedded PGlite: one backend that outlives the pool's connections. */
export const embeddedPools = new WeakSet<pg.Pool>();

const names = new Set<string>();

interface Preparable<P> {
  prepare(name: string): P;
}

/**
 * A hot statement of fixed shape (its values as `sql.placeholder`s). On the root handle it is
 * built once: Drizzle does not rebuild its SQL on every request, and on PostgreSQL it is a named
 * statement, parsed once per connection with its plan reused. PGlite keeps it unnamed: its one
 * backend outlives the pool's connections, and a reconnecting client would prepare the name twice.
 * Inside a transaction it is built for that transaction, as any query.
 */
export function prepared<P>(name: string, build: (db: DbOrTx) => Preparable<P>): (db: DbOrTx) => P {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  names.add(name);
  const built = new WeakMap<Db, P>();
  return (db) => {
    if (!("$client" in db)) return build(db).prepare("");
    let statement = built.get(db);
    if (!statement) {
      statement = build(db).prepare(embeddedPools.has(db.$client as pg.Pool) ? "" : name);
      built.set(db, statement);
    }
    return statement;
  };
}
