import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createTestHost, type TestHost } from "../../test/netns.ts";

const paths = ["/dev/mail", "/api/dev/mail"];

describe("the dev mailbox answers this machine only", () => {
  let t: TestApp;
  let trusting: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WORKER: "0" });
    trusting = await createTestApp({ WORKER: "0", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await t.close();
    await trusting.close();
  });

  it.each(paths)("%s answers a loopback peer (IPv4, IPv6, IPv4-mapped)", async (url) => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect((await t.app.inject({ url, remoteAddress })).statusCode).toBe(200);
    }
  });

  it.each(paths)("%s is the unknown-path 404 for any other peer", async (url) => {
    const unknown = await t.app.inject({ url: "/dev/nothing-here", remoteAddress: "192.0.2.7" });
    for (const remoteAddress of ["192.0.2.7", "10.0.0.5", "::ffff:192.0.2.7", "2001:db8::1"]) {
      const res = await t.app.inject({ url, remoteAddress });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe(unknown.json().error.code);
      expect(res.body).not.toContain("Dev mailbox");
    }
  });

  it.each(paths)(
    "%s ignores X-Forwarded-For: 127.0.0.1 from another peer, even behind a trusted proxy",
    async (url) => {
      for (const app of [t.app, trusting.app]) {
        for (const xff of ["127.0.0.1", "::1", "127.0.0.1, 127.0.0.1"]) {
          const res = await app.inject({
            url,
            remoteAddress: "192.0.2.7",
            headers: { "x-forwarded-for": xff },
          });
          expect(res.statusCode).toBe(404);
        }
      }
    },
  );
});

describe("over real sockets, bound to every address", () => {
  const host: TestHost | null = createTestHost();
  if (!host)
    console.warn(
      "No network namespace could be made here (needs root and iproute2): the test host cases are skipped.",
    );
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ WORKER: "0" });
    await t.app.listen({ host: "0.0.0.0", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    host?.remove();
  });

  it.each(paths)("%s: 200 on 127.0.0.1", async (path) => {
    expect((await fetch(`http://127.0.0.1:${port}${path}`)).status).toBe(200);
  });

  it.skipIf(!host).each(paths)(
    "%s: 404 from a test host on the machine's non-loopback address",
    async (path) => {
      if (!host) return;
      const url = `http://${host.hostAddress}:${port}${path}`;
      const status = (headers: string[] = []) =>
        host?.run("curl", [
          "-s",
          "-o",
          "/dev/null",
          "-w",
          "%{http_code}",
          "--max-time",
          "5",
          ...headers,
          url,
        ]);
      expect(await status()).toBe("404");
      expect(await status(["-H", "X-Forwarded-For: 127.0.0.1"])).toBe("404");
      // The same test host reaches other routes: the 404 is the mailbox's refusal, not a dead link.
      expect(
        await host.run("curl", [
          "-s",
          "-o",
          "/dev/null",
          "-w",
          "%{http_code}",
          `http://${host.hostAddress}:${port}/api/health`,
        ]),
      ).toBe("200");
    },
  );
});
