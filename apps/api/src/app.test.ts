import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

describe("the web app on the same origin", () => {
  let web: TestApp;
  const dist = mkdtempSync(join(tmpdir(), "bounty-dist-"));
  beforeAll(async () => {
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Bounty</title>");
    writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1)");
    // What the build's precompress step writes beside each asset (marked so the test can tell them apart).
    writeFileSync(join(dist, "assets", "app-abc123.js.br"), "brotli bytes");
    writeFileSync(join(dist, "assets", "app-abc123.js.gz"), "gzip bytes");
    writeFileSync(join(dist, "index.html.br"), "brotli index");
    writeFileSync(join(dist, "robots.txt"), "User-agent: *\nDisallow: /api/\n");
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(() => web.close());

  it("answers client routes with index.html and API paths with JSON 404s", async () => {
    for (const url of ["/", "/signup", "/profiles/aiko", "/no/such/page"]) {
      const res = await web.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Bounty</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    expect((await web.app.inject({ url: "/api/nope" })).json().error.code).toBe("not_found");
  });

  it("answers a build file that is not there with a 404, not the app's page", async () => {
    const res = await web.app.inject({ url: "/assets/removed-by-a-deploy-0a1b2c.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<title>Bounty</title>");
  });

  it("answers robots.txt as what it is, and any other missing file with a plain 404", async () => {
    const robots = await web.app.inject({ url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toContain("Disallow: /api/");
    for (const url of ["/sitemap.xml", "/favicon.ico", "/wp-login.php", "/programs/acme/report.pdf"]) {
      const res = await web.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/plain/);
      expect(res.body, url).not.toContain("<title>Bounty</title>");
    }
  });

  it("sends the build's brotli or gzip copy by Accept-Encoding, and the plain file otherwise", async () => {
    const get = (url: string, encoding?: string) =>
      web.app.inject({ url, headers: encoding ? { "accept-encoding": encoding } : {} });
    const br = await get("/assets/app-abc123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body).toBe("brotli bytes");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body).toBe("gzip bytes");
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log(1)");
    const page = await get("/programs", "br");
    expect(page.body).toBe("brotli index");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });

  it("serves hashed assets, including ones built after start, as immutable", async () => {
    writeFileSync(join(dist, "assets", "late-def456.js"), "console.log(2)");
    const res = await web.app.inject({ url: "/assets/late-def456.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });
});
