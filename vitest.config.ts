import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests read @bounty/shared's TypeScript source, not the bundle `npm install` builds for plain Node.
const sharedSource = {
  "@bounty/shared": fileURLToPath(new URL("packages/shared/src/index.ts", import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] } },
      {
        resolve: { alias: sharedSource },
        test: {
          name: "api",
          include: ["apps/api/src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
        },
      },
      "apps/web",
    ],
  },
});
