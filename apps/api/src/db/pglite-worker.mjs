// Runs embedded PGlite off the main thread (it blocks while a query runs) and serves it over
// the PostgreSQL wire protocol on a loopback port, so the app uses the same driver in both modes.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// pg_trgm: report search finds any substring, Japanese included, with the same index PostgreSQL uses.
const db = await PGlite.create(workerData.dataDir, {
  extensions: { pg_trgm },
  ...(workerData.snapshot ? { loadDataDir: new Blob([workerData.snapshot]) } : {}),
});
// The app's pool holds one connection, but pg-pool drops a connection whose query failed and opens a new
// one at once, before the old socket has closed here: room for a few lets the new one in instead of
// refusing it (which failed the request after any failed query). PGlite still runs one query at a time.
const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 });
await server.start();
const [host, port] = server.getServerConn().split(":");
parentPort.postMessage({ type: "ready", host, port: Number(port) });
parentPort.on("message", async (msg) => {
  if (msg === "dump") {
    try {
      const bytes = new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer());
      parentPort.postMessage({ type: "dump", bytes }, [bytes.buffer]);
    } catch (error) {
      parentPort.postMessage({ type: "dump", error: String(error) });
    }
  }
  if (msg === "stop") {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: "stopped" });
  }
});
