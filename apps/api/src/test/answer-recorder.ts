import { appendFileSync, mkdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";

// With RECORD_ANSWERS_DIR set (npm test's API suite), every test app writes a sample of what its
// routes answer (a few of each operation and status) as JSON lines; `scripts/check-answers.mjs`
// then checks each against the OpenAPI document: the status documented, the body its schema.
const PER_OPERATION_AND_STATUS = 4;
const MAX_BODY = 200_000;

export function recordAnswers(app: FastifyInstance): void {
  const dir = process.env.RECORD_ANSWERS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Counted per test app (the files share their worker's modules): each file's answers are sampled.
  const seen = new Map<string, number>();
  const file = `${dir}/answers-${process.pid}.jsonl`;
  app.addHook("onSend", async (req, reply, payload) => {
    const route = req.routeOptions.url;
    if (!route?.startsWith("/api/") || req.routeOptions.schema?.hide) return payload;
    // A HEAD is Fastify's own twin of a GET (its headers, no body): the document describes the GET.
    if (req.method === "HEAD") return payload;
    const key = `${req.method} ${route} ${reply.statusCode}`;
    const n = seen.get(key) ?? 0;
    if (n >= PER_OPERATION_AND_STATUS) return payload;
    seen.set(key, n + 1);
    const type = String(reply.getHeader("content-type") ?? "");
    const body = typeof payload === "string" && payload.length <= MAX_BODY ? payload : null;
    appendFileSync(
      file,
      `${JSON.stringify({ method: req.method, route, status: reply.statusCode, type, body })}\n`,
    );
    return payload;
  });
}
