// `npm start`: builds what is missing or older than its sources (shared package, web app, API), then
// runs the compiled API, which serves both on one origin.
import { spawn } from "node:child_process";
import { API_NODE_ARGS, buildAll, root } from "./lib/build.mjs";

buildAll();
const api = spawn(process.execPath, API_NODE_ARGS, {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => api.kill(signal));
api.on("exit", (code) => process.exit(code ?? 0));
