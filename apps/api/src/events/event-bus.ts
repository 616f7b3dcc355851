import { type LiveNotice, parseLiveNotice } from "@bounty/shared";
import pg from "pg";
import type { Database } from "../db/client.ts";
import { EVENTS_CHANNEL } from "./event-channel.ts";

type Listener = (notice: LiveNotice) => void;

export interface EventBus {
  /** Calls `listener` for every committed event, from any instance; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
  /**
   * Calls `listener` when the bus hears again after its connection was lost (the database away, a
   * failover): events committed in between were not heard, so what they would have told is unknown.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * Hears the NOTIFY that recordEvent sends on commit. PostgreSQL: one dedicated connection, so events
 * of every instance arrive. PGlite: its socket hands a notification only to the connection that
 * committed, and the app's pool has exactly one, so that connection listens.
 */
export async function startEventBus(database: Database, log: Log): Promise<EventBus> {
  const listeners = new Set<Listener>();
  const gapListeners = new Set<() => void>();
  const gap = () => {
    for (const listener of gapListeners) listener();
  };
  const dispatch = (message: pg.Notification) => {
    if (message.channel !== EVENTS_CHANNEL) return;
    const notice = parseLiveNotice(message.payload);
    if (!notice) return;
    for (const listener of listeners) listener(notice);
  };
  const stop =
    database.mode === "postgres"
      ? await listenOnOwnConnection(database.pool, dispatch, gap, log)
      : await listenOnPoolConnections(database.pool, dispatch);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}

async function listenOnPoolConnections(
  pool: pg.Pool,
  dispatch: (message: pg.Notification) => void,
): Promise<() => Promise<void>> {
  const setUp = (client: pg.PoolClient | pg.Client) => {
    client.on("notification", dispatch);
    // Queued before any query the pool hands this client out for.
    client.query(`LISTEN ${EVENTS_CHANNEL}`).catch(() => undefined);
  };
  pool.on("connect", setUp);
  // The pool may already hold its connection (migrations ran on it): set that one up too.
  const client = await pool.connect();
  setUp(client);
  client.release();
  return async () => {
    pool.off("connect", setUp);
  };
}

async function listenOnOwnConnection(
  pool: pg.Pool,
  dispatch: (message: pg.Notification) => void,
  gap: () => void,
  log: Log,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  // Once it has listened, any reconnection leaves a gap of events not heard.
  let listened = false;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client(pool.options);
    next.on("notification", dispatch);
    let lost = false;
    const lose = (err?: Error) => {
      if (lost || closed) return;
      lost = true;
      log.warn({ err }, "event listener connection lost; reconnecting");
      next.end().catch(() => undefined);
      if (client === next) client = null;
      schedule();
    };
    next.on("error", lose);
    // A connection the server closes without an error (a clean shutdown) is lost all the same.
    next.on("end", () => lose());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
      client = next;
      if (listened) gap();
      listened = true;
    } catch (err) {
      lost = true;
      log.warn({ err }, "event listener could not connect; retrying");
      next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
