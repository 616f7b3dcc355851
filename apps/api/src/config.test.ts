import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig as load } from "./config.ts";
import { SECRET_FILE } from "./lib/secret-file.ts";

const tempDir = () => mkdtempSync(join(tmpdir(), "bounty-config-"));
// Without JWT_SECRET the data folder gets a secret file: keep it out of the repository's ./data.
const loadConfig = (env: Record<string, string>) => load({ DATA_DIR: tempDir(), ...env });

describe("settings", () => {
  it("has working defaults for development", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.PUBLIC_URL).toBe("http://localhost:3000");
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it("listens on loopback only unless told otherwise, and on every address in production", () => {
    // Every loopback address: the links say localhost, which a browser may resolve to ::1.
    expect(loadConfig({}).HOST).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "test" }).HOST).toBe("localhost");
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    const production = {
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail:25",
      JWT_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://bounty.example.com",
    };
    expect(loadConfig(production).HOST).toBe("0.0.0.0");
    expect(loadConfig({ ...production, HOST: "10.0.0.4" }).HOST).toBe("10.0.0.4");
  });

  it("names each bad value with a clear message", () => {
    expect(() => loadConfig({ PORT: "http", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x" });
    } catch (e) {
      expect((e as Error).message).toContain("PORT:");
      expect((e as Error).message).toContain("DATABASE_URL: Must start with postgres:// or postgresql://.");
    }
  });

  it("reads TRUST_PROXY as none, a hop count, or proxies' addresses and ranges, and refuses trusting every hop", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "::ffff:10.0.0.0/104,fd00::/32" }).TRUST_PROXY).toBe(
      "::ffff:10.0.0.0/104,fd00::/32",
    );
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback,2001:db8::/32" }).TRUST_PROXY).toBe(
      "10.0.0.0/8,loopback,2001:db8::/32",
    );
    for (const bad of [
      "true",
      "99",
      "6",
      "10.0.0.0/33",
      "0.0.0.0/0",
      "0.0.0.0/1,128.0.0.0/1",
      "::/0",
      "::ffff:0.0.0.0/96",
      "proxy.internal",
      "10.0.0.1,",
    ])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: Use a hop count from 1 to 5/);
  });

  it("refuses production without a mail server, a secret and a public address", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SMTP_URL: Production mode needs a real mail server: set SMTP_URL\./,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        SMTP_URL: "smtp://mail:25",
        JWT_SECRET: "x".repeat(40),
        PUBLIC_URL: "https://bounty.example.com",
      }),
    ).not.toThrow();
  });

  it("without JWT_SECRET, writes a random 256-bit secret to the data folder once (mode 0600) and reuses it", () => {
    const dataDir = tempDir();
    const first = load({ DATA_DIR: dataDir }).JWT_SECRET;
    const file = join(dataDir, SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
    expect(first).not.toContain(dataDir);
    expect(load({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
    // Another installation gets another secret, and JWT_SECRET wins over the file.
    expect(load({ DATA_DIR: tempDir() }).JWT_SECRET).not.toBe(first);
    expect(load({ DATA_DIR: dataDir, JWT_SECRET: "y".repeat(40) }).JWT_SECRET).toBe("y".repeat(40));
  });

  it("lists every setting in .env.example", async () => {
    const { readFileSync } = await import("node:fs");
    const example = readFileSync(new URL("../../../.env.example", import.meta.url), "utf8");
    const source = readFileSync(new URL("./config.ts", import.meta.url), "utf8");
    const keys = [...source.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(example).toMatch(new RegExp(`^${key}=`, "m"));
  });
});
