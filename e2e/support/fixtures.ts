import { test as base } from "@playwright/test";

/** Worker n's app listens on APP_PORT + n (e2e/support/server.mjs), each on a database of its own. */
export const APP_PORT = 3300;

/**
 * Every time limit of the journeys passes through here. The limits are written for a loaded
 * two-core machine; the CI machine has run the same journeys up to five times slower than a quiet
 * one (docs/testing.md), so each is doubled, and E2E_TIME_SCALE sets another factor. A limit only
 * costs time when something is wrong: a journey that passes takes the time it needs.
 */
const TIME_SCALE = Number(process.env.E2E_TIME_SCALE ?? 2);
export const scaled = (ms: number) => Math.round(ms * TIME_SCALE);

/** Playwright's test, pointed at the app of the worker that runs it. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${APP_PORT + testInfo.parallelIndex}`),
});

export { expect } from "@playwright/test";
