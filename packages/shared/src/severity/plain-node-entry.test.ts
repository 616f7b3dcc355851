import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

it("plain Node imports @bounty/shared's built entry and scores vectors", () => {
  // The same build `npm install` runs (the root `prepare` script), so this checks what a fresh clone gets.
  execFileSync("npm", ["run", "build", "--silent", "-w", "@bounty/shared"], { cwd: root, stdio: "pipe" });
  const script = `
    const shared = await import("@bounty/shared");
    const good = shared.scoreCvss("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N");
    let bad;
    try { shared.scoreCvss("CVSS:3.1/AV:N"); } catch (error) { bad = error.message; }
    console.log(JSON.stringify({ good, bad, sqli: shared.findVrtNode("server_side_injection.sql_injection")?.name }));
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    encoding: "utf8",
  });
  expect(JSON.parse(output)).toEqual({
    good: { version: "4.0", score: 9.3, severity: "critical" },
    bad: "Missing base metrics: AC, PR, UI, S, C, I, A.",
    sqli: "SQL Injection",
  });
});
