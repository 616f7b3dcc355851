import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP proxy on loopback in front of PostgreSQL that the fault tests cut: `cut()` drops every open
 * connection and hangs up on new ones at once, as a database server going away does for its
 * clients; `restore()` passes connections through again. It keeps its port throughout (closing and
 * listening again could find the port taken).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let cut = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port: (server.address() as { port: number }).port,
    async cut() {
      cut = true;
      dropAll();
    },
    async restore() {
      cut = false;
    },
    async close() {
      cut = true;
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
