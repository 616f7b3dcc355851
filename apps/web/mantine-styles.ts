import { existsSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Mantine's styles per component instead of its whole stylesheet (the Speed issue: "Mantine styles
 * per component"). In a build, each Mantine component's class-name module (`Button.module.mjs`)
 * also imports that component's stylesheet, so a stylesheet ships exactly when the bundle keeps the
 * component, in the chunk that holds it: `/programs` does not download the styles of the date
 * pickers or the report editor. The dev server pre-bundles Mantine without plugins, so it gets the
 * whole stylesheets instead.
 *
 * The `.layer.css` variants put Mantine's rules in `@layer mantine`, which every unlayered rule of
 * ours outranks whatever order the chunks' stylesheets arrive in.
 */

const require = createRequire(import.meta.url);
const CLASS_MODULE =
  /[\\/]@mantine[\\/](core|dates|notifications|charts)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;
const WHOLE = [
  "@mantine/core/styles.layer.css",
  "@mantine/dates/styles.layer.css",
  "@mantine/notifications/styles.layer.css",
  "@mantine/charts/styles.layer.css",
];

/** The stylesheet a class-name module's component needs, if Mantine ships one. */
function stylesheetOf(pkg: string, component: string): string | null {
  if (pkg !== "core") return `@mantine/${pkg}/styles.layer.css`;
  const sheet = `@mantine/core/styles/${component}.layer.css`;
  try {
    return existsSync(require.resolve(sheet)) ? sheet : null;
  } catch {
    return null;
  }
}

export function mantineStyles() {
  let isBuild = true;
  return {
    name: "bounty-mantine-styles",
    enforce: "pre" as const,
    configResolved(config: { command: string }) {
      isBuild = config.command === "build";
    },
    transform(code: string, id: string) {
      if (!isBuild) {
        if (!/[\\/]src[\\/]main\.tsx$/.test(id)) return null;
        return { code: `${WHOLE.map((s) => `import "${s}";`).join("")}${code}`, map: null };
      }
      const match = CLASS_MODULE.exec(id);
      if (!match) return null;
      const sheet = stylesheetOf(match[1]!, match[2]!);
      if (!sheet) return null;
      // After the "use client" directive, on its line, so the source map's lines stay where they were.
      const directive = /^\s*"use client";/.exec(code)?.[0] ?? "";
      return { code: `${directive}import "${sheet}";${code.slice(directive.length)}`, map: null };
    },
  };
}
