import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

/**
 * A test host of our own: a network namespace joined to this machine by a veth pair, so a test can
 * reach a server on a non-loopback address from a peer that is not this machine's loopback. Null
 * where the machine cannot make one (not root, no iproute2); the caller says so and skips.
 */
export interface TestHost {
  /** This machine's side of the pair: the address a server listens on. */
  hostAddress: string;
  /** The test host's own address: the peer a server sees. */
  peerAddress: string;
  /**
   * Runs a command inside the test host and resolves to its standard output. Asynchronous, so a
   * server in this very process can answer it.
   */
  run(command: string, args: string[]): Promise<string>;
  remove(): void;
}

export function createTestHost(): TestHost | null {
  const id = process.pid % 250;
  const name = `bounty-t${process.pid}`;
  const [outer, inner] = [`bto${process.pid}`.slice(0, 15), `bti${process.pid}`.slice(0, 15)];
  const hostAddress = `10.231.${id}.1`;
  const peerAddress = `10.231.${id}.2`;
  const ip = (...args: string[]) => execFileSync("ip", args, { stdio: ["ignore", "pipe", "pipe"] });
  try {
    ip("netns", "add", name);
  } catch {
    return null;
  }
  const remove = () => {
    try {
      ip("link", "del", outer);
    } catch {}
    try {
      ip("netns", "del", name);
    } catch {}
  };
  try {
    ip("link", "add", outer, "type", "veth", "peer", "name", inner);
    ip("link", "set", inner, "netns", name);
    ip("addr", "add", `${hostAddress}/30`, "dev", outer);
    ip("link", "set", outer, "up");
    ip("-n", name, "addr", "add", `${peerAddress}/30`, "dev", inner);
    ip("-n", name, "link", "set", inner, "up");
    ip("-n", name, "link", "set", "lo", "up");
  } catch {
    remove();
    return null;
  }
  return {
    hostAddress,
    peerAddress,
    run: async (command, args) =>
      (await promisify(execFile)("ip", ["netns", "exec", name, command, ...args], { timeout: 10_000 }))
        .stdout,
    remove,
  };
}
