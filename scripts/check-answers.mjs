// Checks the answers the API suite recorded (RECORD_ANSWERS_DIR, apps/api/src/test/answer-recorder.ts)
// against the OpenAPI document: each operation is documented, each status it answered is documented
// for it, the media type is one the document names, and a JSON body matches its schema (formats
// included). Errors count as much as successes: a client generator relies on both.
//
//   node scripts/check-answers.mjs <openapi.json> <answers dir>
import { readdirSync, readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const [docFile, dir] = process.argv.slice(2);
if (!docFile || !dir) {
  console.error("usage: node scripts/check-answers.mjs <openapi.json> <answers dir>");
  process.exit(2);
}
const doc = JSON.parse(readFileSync(docFile, "utf8"));
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addSchema(doc, "doc");

const pointer = (...parts) =>
  parts.map((p) => String(p).replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
const validators = new Map();
const validatorFor = (...parts) => {
  const ref = `doc#/${pointer(...parts)}`;
  if (!validators.has(ref)) validators.set(ref, ajv.compile({ $ref: ref }));
  return validators.get(ref);
};

/** The documented media type an answer's Content-Type falls under, or null. */
const mediaTypeOf = (content, type) => {
  const base = type.split(";")[0].trim().toLowerCase();
  const keys = Object.keys(content ?? {});
  return (
    keys.find((k) => k === base) ??
    keys.find((k) => k.endsWith("/*") && base.startsWith(k.slice(0, -1))) ??
    keys.find((k) => k === "*/*") ??
    null
  );
};

const records = readdirSync(dir)
  .filter((f) => f.endsWith(".jsonl"))
  .flatMap((f) =>
    readFileSync(`${dir}/${f}`, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l)),
  );

const problems = new Map();
const answered = new Set();
for (const r of records) {
  const path = r.route.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
  const method = r.method.toLowerCase();
  const where = `${r.method} ${path} → ${r.status}`;
  const fail = (why) => problems.has(where) || problems.set(where, why);
  const op = doc.paths[path]?.[method];
  if (!op) {
    fail("the operation is not in the document");
    continue;
  }
  answered.add(`${method} ${path}`);
  const response = op.responses?.[r.status] ?? op.responses?.default;
  if (!response) {
    fail(`status ${r.status} is not documented (documented: ${Object.keys(op.responses).join(", ")})`);
    continue;
  }
  if (!r.body && !r.type) {
    if (response.content) fail("answered no body where the document promises one");
    continue;
  }
  const media = mediaTypeOf(response.content, r.type);
  if (!media) {
    fail(`media type ${r.type} is not documented`);
    continue;
  }
  if (!media.includes("json") || r.body === null) continue;
  const validate = validatorFor("paths", path, method, "responses", r.status, "content", media, "schema");
  if (!validate(JSON.parse(r.body))) {
    const e = validate.errors?.[0];
    fail(
      `the body does not match its schema: ${e?.instancePath || "/"} ${e?.message} ${JSON.stringify(e?.params)}`,
    );
  }
}

const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
  Object.keys(item).map((m) => `${m} ${p}`),
);
const unanswered = operations.filter((o) => !answered.has(o));
console.log(
  `answers: ${records.length} recorded answers of ${answered.size} of ${operations.length} operations checked against ${docFile}`,
);
if (unanswered.length > 0) console.log(`  not exercised by the suite: ${unanswered.join(", ")}`);
for (const [where, why] of problems) console.log(`✗ ${where}: ${why}`);
if (records.length === 0) {
  console.log("✗ no answers were recorded: was RECORD_ANSWERS_DIR set for the API suite?");
  process.exit(1);
}
process.exit(problems.size > 0 ? 1 : 0);
