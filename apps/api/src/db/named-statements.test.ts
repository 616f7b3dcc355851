import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { MAX_NAMED_PER_CONNECTION, nameStatements } from "./named-statements.ts";

/** A connection that records what reaches the driver. */
function recordingClient() {
  const calls: unknown[][] = [];
  // The driver's method lives on the prototype, as pg.Client's does.
  const client = Object.create({ query: (...args: unknown[]) => calls.push(args) }) as pg.PoolClient;
  nameStatements(client);
  return { client, calls, nameAt: (i: number) => (calls[i]![0] as { name?: string }).name };
}

describe("statements named by their text", () => {
  it("give one text one name, another text another, and keep the values and the rest", () => {
    const { client, calls, nameAt } = recordingClient();
    const config = { text: "select $1::int", rowMode: "array" };
    client.query(config as never, [1] as never);
    client.query({ text: "select $1::int", rowMode: "array" } as never, [2] as never);
    client.query({ text: "select $1::text" } as never, ["a"] as never);
    expect(nameAt(0)).toMatch(/^s_[\w-]{27}$/);
    expect(nameAt(1)).toBe(nameAt(0));
    expect(nameAt(2)).not.toBe(nameAt(0));
    expect(calls[0]).toEqual([{ text: "select $1::int", rowMode: "array", name: nameAt(0) }, [1]]);
    // The caller's object is not changed (Drizzle's prepared statements keep theirs).
    expect(config).toEqual({ text: "select $1::int", rowMode: "array" });
  });

  it("name values given inside the config too", () => {
    const { client, nameAt } = recordingClient();
    client.query({ text: "select $1::int", values: [1] } as never);
    expect(nameAt(0)).toMatch(/^s_/);
  });

  it("leave alone statements without values, named ones, strings and submittables", () => {
    const { client, calls } = recordingClient();
    const submittable = { text: "select $1", values: [1], submit: () => {} };
    client.query({ text: "begin" } as never);
    client.query({ text: "select 1", values: [] } as never);
    client.query({ text: "select $1::int", name: "mine" } as never, [1] as never);
    client.query("select $1::int" as never, [1] as never);
    client.query(submittable as never);
    expect(calls.map((c) => c[0])).toEqual([
      { text: "begin" },
      { text: "select 1", values: [] },
      { text: "select $1::int", name: "mine" },
      "select $1::int",
      submittable,
    ]);
  });

  it("stop naming new shapes past the connection's limit, and keep naming the known ones", () => {
    const { client, nameAt } = recordingClient();
    for (let i = 0; i < MAX_NAMED_PER_CONNECTION; i += 1)
      client.query({ text: `select $1, ${i}` } as never, [1] as never);
    client.query({ text: "select $1, 'one too many'" } as never, [1] as never);
    client.query({ text: "select $1, 0" } as never, [1] as never);
    expect(nameAt(MAX_NAMED_PER_CONNECTION)).toBeUndefined();
    expect(nameAt(MAX_NAMED_PER_CONNECTION + 1)).toBe(nameAt(0));
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a dynamic statement is prepared once on its connection and answers each time with its values", async () => {
    const client = await t.ctx.database.pool.connect();
    try {
      const text = "select $1::int + 1 as n";
      expect((await client.query({ text }, [1])).rows).toEqual([{ n: 2 }]);
      expect((await client.query({ text }, [41])).rows).toEqual([{ n: 42 }]);
      const { rows } = await client.query<{ name: string }>(
        "select name from pg_prepared_statements where statement = 'select $1::int + 1 as n'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.name).toMatch(/^s_/);
    } finally {
      client.release();
    }
  });
});
