import { fileURLToPath } from "node:url";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const api = "http://localhost:3000";

export default defineConfig({
  plugins: [
    // Writes src/app/routeTree.gen.ts from src/app/routes on dev, build and test runs (the file is committed).
    tanstackRouter({
      target: "react",
      routesDirectory: "src/app/routes",
      generatedRouteTree: "src/app/routeTree.gen.ts",
      routeFileIgnorePattern: "\\.test\\.tsx?$",
      quoteStyle: "double",
      autoCodeSplitting: true,
    }),
    react(),
  ],
  // The web app bundles @bounty/shared from its TypeScript source, not from the Node bundle in its dist.
  resolve: {
    alias: {
      "@bounty/shared": fileURLToPath(new URL("../../packages/shared/src/index.ts", import.meta.url)),
    },
  },
  server: {
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/dev": { target: api, changeOrigin: false },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    clearMocks: true,
    restoreMocks: true,
    // A page test waits up to 5 s for each thing it looks for (src/test/setup.ts).
    testTimeout: 20_000,
  },
});
