import { test as base } from "@playwright/test";

/** Worker n's app listens on APP_PORT + n (e2e/support/server.mjs), each on a database of its own. */
export const APP_PORT = 3300;

/** Playwright's test, pointed at the app of the worker that runs it. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${APP_PORT + testInfo.parallelIndex}`),
});

export { expect } from "@playwright/test";
