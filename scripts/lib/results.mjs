// Reads the JSON reports of Vitest and Playwright and counts tests, so every script prints one total.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

export function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, "utf8"));
  // A file that failed to load has no test results but counts as a failure.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
  return {
    passed: r.numPassedTests ?? 0,
    failed: (r.numFailedTests ?? 0) + brokenFiles,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
}

export function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const s = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

/**
 * A run that exited with an error yet reports no failed test (Vitest's unhandled errors) still
 * failed: count it, so the closing line agrees with the exit code.
 */
export function withExit(counts, failures, ok, title) {
  if (ok || counts.failed > 0) return { ...counts, failures };
  return {
    ...counts,
    failed: 1,
    failures: [
      ...failures,
      `${title}: exited with an error but no test failed (an unhandled error; see its log)`,
    ],
  };
}

export const add = (a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
  failures: [...(a.failures ?? []), ...(b.failures ?? [])],
});

// Names of what failed, so the last lines of a CI log (often all one sees of it) say what to fix.
export function vitestFailures(file) {
  if (!existsSync(file)) return [`${file}: no report`];
  const r = JSON.parse(readFileSync(file, "utf8"));
  const names = [];
  for (const f of r.testResults ?? []) {
    const path = relative(process.cwd(), f.name);
    if (f.status === "failed" && f.assertionResults.length === 0)
      names.push(`${path}: ${firstLine(f.message)}`);
    for (const t of f.assertionResults)
      if (t.status === "failed") names.push(`${path} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
  return names;
}

export function playwrightFailures(file) {
  if (!existsSync(file)) return [`${file}: no report`];
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === "unexpected" || t.status === "flaky") {
          const error = t.results?.find((r) => r.error)?.error?.message;
          names.push(
            `${spec.file} › ${[...trail, spec.title].join(" › ")} (${t.status}): ${firstLine(error)}`,
          );
        }
    for (const s of suite.suites ?? []) walk(s, [...trail, s.title]);
  };
  // The top suites are the files; the nested ones are describe blocks.
  for (const s of JSON.parse(readFileSync(file, "utf8")).suites ?? []) walk(s, []);
  return names;
}

const firstLine = (text) =>
  (text ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours from messages
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? "";

export const printFailures = (failures = []) => {
  if (failures.length === 0) return;
  console.log(`\nFailed (${failures.length}):`);
  for (const f of failures) console.log(`  ✘ ${f}`);
};

export const line = (c) =>
  `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;
