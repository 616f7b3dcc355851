// Reads the JSON reports of Vitest and Playwright and counts tests, so every script prints one total.
import { existsSync, readFileSync } from "node:fs";

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

export const add = (a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
});

export const line = (c) =>
  `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`;
