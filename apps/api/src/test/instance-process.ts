import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../../../", import.meta.url).pathname;

/** A free loopback port, asked of the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Instance {
  name: string;
  base: string;
  process: ChildProcess;
  /** What the process wrote, for the failure message of a test. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * One API process as production runs it (`src/main.ts`, its own port and DATA_DIR), from the
 * sources: the multi-instance tests start several on one database at the same moment.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--conditions=source", "--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), `bounty-instance-${name}-`)),
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    name,
    base,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Waits until `url` answers 200, or throws with the instance's output after `ms`. */
export async function waitFor200(instance: Instance, path: string, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (instance.process.exitCode !== null)
      throw new Error(`${instance.name} exited (${instance.process.exitCode}):\n${instance.output()}`);
    const ok = await fetch(`${instance.base}${path}`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${instance.name}: ${path} did not answer 200 within ${ms} ms:\n${instance.output()}`);
}
