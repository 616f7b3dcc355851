import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the HTTP shell", () => {
  it("serves the OpenAPI 3.1 document", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe("3.1.0");
    expect(Object.keys(res.json().paths)).toContain("/api/auth/request");
  });

  it("serves the browsable docs", async () => {
    const res = await t.app.inject({ url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger");
  });

  it("sends security headers and a request id", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("answers an unknown API path with a 404 error body", async () => {
    const res = await t.app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "No route for GET /api/nope." } });
  });

  it("refuses malformed JSON with a 400, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/request",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("bad_request");
  });
});
