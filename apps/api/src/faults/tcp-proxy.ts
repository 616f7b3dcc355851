import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on loopback in front of PostgreSQL that the fault tests cut: `cut()` drops every open
 * connection and refuses new ones, as a database server going away does for its clients; `restore()`
 * listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        server = next;
        resolve((next.address() as { port: number }).port);
      });
    });
  const port = await listen(0);
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  return {
    port,
    cut,
    async restore() {
      await listen(port);
    },
    close: cut,
  };
}
