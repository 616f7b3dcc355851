import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildReportWorld,
  type ReportWorld,
  submission,
  submitReport,
} from "../modules/reports/core/reports.fixtures.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

const NUL = "a\u0000b";

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

/** A plausible value for a JSON schema, so that a request is refused for the one bad string only. */
function sample(s: Schema | undefined): unknown {
  if (!s) return "x";
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alt) return sample(alt.find((a) => a.type !== "null") ?? alt[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "object" || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = sample(v);
    return out;
  }
  if (type === "array") return [sample(s.items)];
  if (type === "integer" || type === "number") return s.minimum ?? 1;
  if (type === "boolean") return true;
  if (s.format === "uuid") return randomUUID();
  if (s.format === "email") return "x@example.test";
  return "x".repeat(Math.max(1, s.minLength ?? 1));
}

/** Every path to a string leaf of a sample value. */
function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, String(i)]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}

function withValue(value: unknown, path: string[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  const [head, ...rest] = path as [string, ...string[]];
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

describe("bad bytes: NUL and control characters are a 400, never a 500", () => {
  let t: TestApp;
  let w: ReportWorld;
  let reportId: string;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildReportWorld(t);
    reportId = (await submitReport(t, w.sender.headers, submission(w.programs.open.id, w.scopes.open.id))).id;
  });
  afterAll(() => t.close());

  it.each([
    ["GET", "/api/programs?s=%00"],
    ["GET", "/api/users/%00"],
    ["GET", "/api/reports?s=%00"],
    ["GET", "/api/references/%00/1"],
    ["GET", "/api/programs?s=a%01b"],
    ["GET", "/api/programs?s=a%0Ab"],
  ])("%s %s answers 400 naming the character", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url, headers: w.sender.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.message).toMatch(/control character U\+00(00|01|0A)/);
  });

  it("refuses NUL in a report's title, content, a message and a bio, and stores nothing", async () => {
    const bad = [
      ["POST", "/api/reports", submission(w.programs.open.id, w.scopes.open.id, { title: NUL })],
      ["POST", "/api/reports", submission(w.programs.open.id, w.scopes.open.id, { content: NUL })],
      ["POST", "/api/messages", { report: reportId, content: NUL }],
      ["PATCH", "/api/users/authenticated", { bio: NUL }],
    ] as const;
    for (const [method, url, payload] of bad) {
      const res = await t.app.inject({ method, url, headers: w.sender.headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.message).toContain("U+0000");
    }
    const list = await t.app.inject({ method: "GET", url: "/api/reports", headers: w.sender.headers });
    expect(list.json().data.map((r: { id: string }) => r.id)).toEqual([reportId]);
  });

  it("keeps tabs and line breaks in multi-line texts", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: w.sender.headers,
      payload: { report: reportId, content: "line one\r\n\tline two" },
    });
    expect(res.statusCode).toBe(201);
  });

  it("refuses a control character in a header the API reads", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/programs",
      headers: { ...w.sender.headers, "idempotency-key": "a\u0001b" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^idempotency-key: /);
  });

  it("walks every operation of the OpenAPI document with NUL in each string field and path parameter", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema?: Schema }[];
            requestBody?: { content?: Record<string, { schema?: Schema }> };
          }
        >
      >;
    };
    const failures: string[] = [];
    let tried = 0;
    for (const [template, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === "path");
        const queryParams = params.filter((p) => p.in === "query" && sample(p.schema) !== undefined);
        const fill = (bad?: string) =>
          template.replace(/\{(\w+)\}/g, (_, name: string) =>
            encodeURIComponent(
              name === bad ? NUL : String(sample(pathParams.find((p) => p.name === name)?.schema)),
            ),
          );
        const json = op.requestBody?.content?.["application/json"]?.schema;
        const body = json ? sample(json) : undefined;
        const attempts: { url: string; payload?: unknown; what: string }[] = [];
        for (const p of pathParams)
          attempts.push({ url: fill(p.name), payload: body, what: `path ${p.name}` });
        for (const q of queryParams) {
          if (typeof sample(q.schema) !== "string") continue;
          attempts.push({
            url: `${fill()}?${q.name}=${encodeURIComponent(NUL)}`,
            payload: body,
            what: `query ${q.name}`,
          });
        }
        for (const leaf of stringPaths(body)) {
          attempts.push({ url: fill(), payload: withValue(body, leaf, NUL), what: `body ${leaf.join(".")}` });
        }
        for (const a of attempts) {
          tried += 1;
          const res = await t.app.inject({
            method: method.toUpperCase() as "GET",
            url: a.url,
            headers: { ...w.manager.headers, "idempotency-key": randomUUID() },
            ...(a.payload !== undefined ? { payload: a.payload as object } : {}),
          });
          if (res.statusCode !== 400 && res.statusCode !== 404) {
            failures.push(`${method.toUpperCase()} ${template} (${a.what}): ${res.statusCode}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});
