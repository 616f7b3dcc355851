import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../modules/organizations/core/organizations.fixtures.ts";
import { buildProgram } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

type Method = "get" | "post" | "put" | "patch" | "delete";
interface Operation {
  method: Method;
  path: string;
}

// A stream (checked in the live tests) and the images whose versioned URLs are cached on purpose.
const EXEMPT = new Set([
  "get /api/events",
  "get /api/users/{id}/avatar",
  "get /api/organizations/{id}/avatar",
]);
// Last: they end the caller's sign-in.
const LAST = new Set(["post /api/auth/logout", "delete /api/users/{id}"]);

describe("no API answer that depends on who asks may be cached", () => {
  let t: TestApp;
  let w: World;
  let programId: string;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp({ WORKER: "0" });
    w = await buildWorld(t);
    programId = (await buildProgram(t.ctx.database.db, w.org.id)).id;
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Partial<Record<Method, unknown>>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      (Object.keys(ops) as Method[]).map((method) => ({ method, path })),
    );
  });
  afterAll(() => t.close());

  /** Reads fill the caller's own ids in, so they answer 200 with private data; writes get unknown ids. */
  const urlOf = ({ method, path }: Operation) =>
    path.replace(/\{(\w+)\}/g, (_whole, name: string, offset: number) => {
      if (method !== "get" || name !== "id") return randomUUID();
      const before = path.slice(0, offset);
      if (before.endsWith("/users/")) return w.admin.user.id;
      if (before.endsWith("/organizations/")) return w.org.id;
      if (before.endsWith("/programs/")) return programId;
      return randomUUID();
    });

  it("walks every route of the OpenAPI document as a signed-in admin: each answer says no-store", async () => {
    expect(operations.length).toBeGreaterThan(60);
    const walk = operations
      .filter((op) => !EXEMPT.has(`${op.method} ${op.path}`))
      .sort((a, b) => Number(LAST.has(`${a.method} ${a.path}`)) - Number(LAST.has(`${b.method} ${b.path}`)));
    const cached: string[] = [];
    let privateAnswers = 0;
    for (const op of walk) {
      const res = await t.app.inject({
        method: op.method.toUpperCase() as Uppercase<Method>,
        url: urlOf(op),
        headers: w.admin.headers,
        ...(op.method === "get" || op.method === "delete" ? {} : { payload: {} }),
      });
      if (res.statusCode === 200 && op.method === "get") privateAnswers += 1;
      if (!String(res.headers["cache-control"]).includes("no-store"))
        cached.push(
          `${op.method.toUpperCase()} ${op.path} → ${res.statusCode} ${res.headers["cache-control"]}`,
        );
    }
    expect(cached).toEqual([]);
    // The walk reached real private answers, not only refusals.
    expect(privateAnswers).toBeGreaterThan(15);
  });
});
