// The API fuzz (issue 44): every operation of the API document, over a real socket, with what a broken
// or hostile client sends — malformed multipart bodies, truncated and oversized bodies, wrong and
// missing content types, ids that are not UUIDs — from an anonymous caller and a signed-in hunter.
// Any 5xx or any lost connection fails; the server must still answer at the end.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { malformedMultipart, type RawAnswer, rawRequest } from "../test/raw-http.ts";

let t: TestApp;
let port: number;
const escaped: unknown[] = [];
const keep = (e: unknown) => escaped.push(e);

beforeAll(async () => {
  process.on("unhandledRejection", keep);
  process.on("uncaughtException", keep);
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  process.off("unhandledRejection", keep);
  process.off("uncaughtException", keep);
  await t.close();
});

interface Operation {
  method: string;
  path: string;
  query: string[];
}

function operations(): Operation[] {
  type Op = { parameters?: { in: string; name: string }[] };
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Op>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    })),
  );
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const multipart = malformedMultipart().filter((b) =>
  [
    "cut short after the first boundary",
    "cut short inside a file",
    "a boundary the body never uses",
  ].includes(b.name),
);

/** What each operation is sent: [what, headers, body, cut?]. */
function attempts(
  op: Operation,
): { what: string; headers: Record<string, string>; body?: Buffer; cut?: number }[] {
  const list: { what: string; headers: Record<string, string>; body?: Buffer; cut?: number }[] = [
    { what: "no body", headers: {} },
  ];
  if (!WRITES.has(op.method)) return list;
  return [
    ...list,
    ...multipart.map((b) => ({
      what: `multipart ${b.name}`,
      headers: { "content-type": b.type },
      body: b.body,
    })),
    {
      what: "truncated JSON",
      headers: { "content-type": "application/json" },
      body: Buffer.from('{"title": "x'),
    },
    {
      what: "JSON that is not an object",
      headers: { "content-type": "application/json" },
      body: Buffer.from("[1,"),
    },
    { what: "a wrong content type", headers: { "content-type": "text/plain" }, body: Buffer.from("hello") },
    {
      what: "an unknown content type",
      headers: { "content-type": "application/x-bounty" },
      body: Buffer.from("x"),
    },
    { what: "no content type", headers: { "content-type": "" }, body: Buffer.from('{"a":1}') },
    {
      what: "a body in a charset no one reads",
      headers: { "content-type": "application/json; charset=utf-7" },
      body: Buffer.from("{}"),
    },
  ];
}

const pathWith = (op: Operation, id: () => string) =>
  `${op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(id()))}${
    op.query.length > 0 ? `?${op.query.map((q) => `${q}=%00%ff%fe${"9".repeat(30)}`).join("&")}` : ""
  }`;

/**
 * A 5xx, but for the documented 503 of a feature this installation has not configured (the database
 * is up here: its 503 would be a request that broke a connection).
 */
const failed = (answer: RawAnswer) =>
  "lost" in answer ||
  (answer.status >= 500 &&
    !(
      answer.status === 503 &&
      answer.body.includes('"unavailable"') &&
      !answer.body.includes("its database cannot be reached")
    ));

describe("the API document's every operation, sent what a broken client sends", () => {
  it("answers each with a status under 500, never drops the connection, and still answers after", async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const op of ops) {
      const { headers: hunter } = await buildSignedInUser(t.ctx);
      for (const [who, auth] of [
        ["anonymous", {}],
        ["hunter", hunter],
      ] as const) {
        for (const ids of [() => "not-a-uuid", () => randomUUID(), () => "%00'--"]) {
          for (const a of attempts(op)) {
            const path = pathWith(op, ids);
            const answer = await rawRequest(port, {
              method: op.method,
              path,
              headers: { ...auth, ...a.headers },
              body: a.body,
            });
            if (failed(answer))
              failures.push(
                `${op.method} ${path} (${who}, ${a.what}): ${JSON.stringify(answer).slice(0, 300)}`,
              );
          }
        }
      }
      if (WRITES.has(op.method)) {
        const path = pathWith(op, randomUUID);
        // Larger than any body the API takes (1 MB).
        const oversized = await rawRequest(port, {
          method: op.method,
          path,
          headers: { ...hunter, "content-type": "application/json" },
          body: Buffer.alloc(1024 * 1024 + 10, 0x20),
        });
        if (failed(oversized))
          failures.push(`${op.method} ${path} (oversized): ${JSON.stringify(oversized)}`);
        // A client that goes away mid-body: there is no one to answer, and the server must not mind.
        await rawRequest(port, {
          method: op.method,
          path,
          headers: { ...hunter, "content-type": "application/json", "content-length": "5000" },
          body: Buffer.from('{"title": "'),
          cut: 11,
        });
      }
    }
    expect(failures).toEqual([]);
    expect(await rawRequest(port, { method: "GET", path: "/api/health" })).toMatchObject({ status: 200 });
    expect(escaped).toEqual([]);
  }, 600_000);
});
