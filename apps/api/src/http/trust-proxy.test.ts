// TRUST_PROXY decides whose X-Forwarded-For names the client, and so whom the per-IP sign-in limit
// counts: a client behind the load balancer cannot escape it by writing its own leftmost address.
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function appTrusting(trust: string) {
  const t = await createTestApp({
    WORKER: "0",
    TRUST_PROXY: trust,
    RATE_LIMIT_IP_PER_HOUR: "2",
    RATE_LIMIT_EMAIL_PER_HOUR: "100",
  });
  apps.push(t);
  let n = 0;
  // app.inject's socket peer is 127.0.0.1: the load balancer, here.
  return (forwardedFor: string) => {
    n += 1;
    return t.app
      .inject({
        method: "POST",
        url: "/api/auth/request",
        headers: { "x-forwarded-for": forwardedFor },
        payload: { strategy: "email", email: `proxy-${n}@example.test`, mode: "login" },
      })
      .then((res) => res.statusCode);
  };
}

describe("TRUST_PROXY", () => {
  it.each(["1", "127.0.0.1/32"])(
    "%s: the client is the address the load balancer appended, whatever the client wrote before it",
    async (trust) => {
      const send = await appTrusting(trust);
      const statuses = [];
      for (const spoofed of ["10.0.0.1", "10.0.0.2", "10.0.0.3"])
        statuses.push(await send(`${spoofed}, 203.0.113.7`));
      expect(statuses).toEqual([200, 200, 429]);
      expect(await send("10.0.0.4, 203.0.113.8"), "another client").toBe(200);
    },
  );

  it("0: X-Forwarded-For is not read, every request counts against the load balancer's address", async () => {
    const send = await appTrusting("0");
    expect([await send("203.0.113.7"), await send("203.0.113.8"), await send("203.0.113.9")]).toEqual([
      200, 200, 429,
    ]);
  });
});
