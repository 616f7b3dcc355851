// `npm run client [-- --check] [-- openapi.json]`: writes packages/client/src/api.gen.ts, the typed
// client's types, from the API document (written from the app when no file is given). `--check`
// (in `npm test`) fails when the committed file no longer matches the document.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";

const root = new URL("..", import.meta.url).pathname;
const target = join(root, "packages/client/src/api.gen.ts");
const args = process.argv.slice(2);
const check = args.includes("--check");
let documentFile = args.find((a) => !a.startsWith("--"));
if (!documentFile) {
  documentFile = join(mkdtempSync(join(tmpdir(), "bounty-client-")), "openapi.json");
  execFileSync(
    "node",
    ["--conditions=source", "--import", "tsx", "apps/api/src/cli/openapi.ts", documentFile],
    { cwd: root, stdio: "inherit" },
  );
}
const document = JSON.parse(readFileSync(documentFile, "utf8"));
const types = COMMENT_HEADER + astToString(await openapiTS(document));
if (!check) {
  writeFileSync(target, types);
  console.log(`client: wrote ${target}`);
} else if (readFileSync(target, "utf8") !== types) {
  console.error(
    "client: packages/client/src/api.gen.ts does not match the API document: run `npm run client` and commit it",
  );
  process.exit(1);
} else console.log("client: packages/client/src/api.gen.ts matches the API document");
