// `npm run dev`: the API in watch mode and the Vite dev server (which proxies /api to it).
import { spawn } from "node:child_process";

const root = new URL("..", import.meta.url).pathname;
const children = [
  spawn("npm", ["run", "dev", "-w", "@bounty/api"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@bounty/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
