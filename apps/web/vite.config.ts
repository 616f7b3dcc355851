import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { mantineStyles } from "./mantine-styles.ts";

const api = "http://localhost:3000";

const MANTINE_COMMON = [
  "Alert",
  "Anchor",
  "Avatar",
  "Badge",
  "Box",
  "Burger",
  "Button",
  "Card",
  "Center",
  "CloseButton",
  "Collapse",
  "Container",
  "FloatingIndicator",
  "Group",
  "Input",
  "InputBase",
  "Loader",
  "NavLink",
  "Pagination",
  "Paper",
  "Portal",
  "SegmentedControl",
  "SimpleGrid",
  "Stack",
  "Text",
  "TextInput",
  "ThemeIcon",
  "Title",
  "Transition",
  "UnstyledButton",
  "VisuallyHidden",
];
const FRAMEWORK = new RegExp(
  `node_modules[\\\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|use-sync-external-store|@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|components[\\\\/](${MANTINE_COMMON.join("|")}))|tslib|clsx)[\\\\/]`,
);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text asset once, at build time, so the
 * server sends them as they are (its static handler picks by Accept-Encoding) instead of compressing
 * every answer.
 */
function precompress() {
  let outDir = "dist";
  return {
    name: "bounty-precompress",
    apply: "build" as const,
    configResolved(config: { build: { outDir: string }; root: string }) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(path)) continue;
        const bytes = readFileSync(path);
        const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        // Small chunks are many on a first load: any file compression shrinks by a tenth is sent compressed.
        if (brotli.length > bytes.length * 0.9) continue;
        writeFileSync(`${path}.br`, brotli);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

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
    mantineStyles(),
    precompress(),
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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
  },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Each test file loads its own copy of the libraries; Mantine's hundreds of modules took 0.9 s a
    // file, bundled once into one module each 0.2 s (a fifth off the web tests). A package that
    // imports one of these must be listed too, or it would get a second Mantine with no provider.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            "@mantine/charts",
            "@mantine/core",
            "@mantine/dates",
            "@mantine/hooks",
            "@mantine/notifications",
            "@tabler/icons-react",
            "dayjs",
            "dayjs/locale/fr",
            "dayjs/locale/ja",
            "zod",
          ],
          // One React DOM for the app and the bundles: Mantine's flushSync must reach the one rendering.
          exclude: ["react-dom"],
        },
      },
    },
    clearMocks: true,
    restoreMocks: true,
    // A page test waits up to 5 s for each thing it looks for (src/test/setup.ts).
    testTimeout: 20_000,
  },
});
