import { type CSSVariablesResolver, createTheme, DEFAULT_THEME } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 8 carries white text at 4.5:1 or more (WCAG AA); Mantine's default 6 does not.
  primaryShade: { light: 8, dark: 8 },
  // Filled surfaces pick black or white text by their luminance (yellow, lime, cyan fills).
  autoContrast: true,
  defaultRadius: "md",
  cursorType: "pointer",
  // People who ask their system for less motion get menus, dialogs and popovers without transitions.
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif',
  headings: { fontWeight: "700" },
  // Plain objects, not `Tooltip.extend(…)`: `.extend` only types them, and importing the components
  // here would put Tooltip and its positioning library in every page's first load.
  components: {
    Button: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { withBorder: true, radius: "lg", padding: "lg" } },
    Paper: { defaultProps: { radius: "lg" } },
    Tooltip: { defaultProps: { withArrow: true, multiline: true, maw: 260 } },
  },
});

// Bright hues whose darkest shade still reads below 5.5:1 on their own pale badge background.
const BRIGHT_HUES = new Set(["red", "blue", "cyan", "teal", "green", "lime", "yellow", "orange"]);

/**
 * Sets `--mantine-color-<color>-<name>` to a shade of that color, for every palette color; in the
 * light scheme (`darken`), bright hues are darkened further so small text stays readable.
 */
const perColor = (name: string, shade: number, darken = false) =>
  Object.fromEntries(
    Object.keys(DEFAULT_THEME.colors).map((color) => [
      `--mantine-color-${color}-${name}`,
      darken && BRIGHT_HUES.has(color)
        ? `color-mix(in srgb, var(--mantine-color-${color}-${shade}) 70%, black)`
        : `var(--mantine-color-${color}-${shade})`,
    ]),
  );

/**
 * Mantine's defaults put dimmed text, placeholders, links and light/outline badge text below the
 * 4.5:1 contrast WCAG AA asks of small text. These shades meet it on the page, card and badge
 * backgrounds of each scheme (checked by axe-core in the browser tests).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-placeholder": "var(--mantine-color-gray-7)",
    "--mantine-color-anchor": "var(--mantine-color-indigo-8)",
    ...perColor("light-color", 9, true),
    ...perColor("outline", 9, true),
    ...perColor("text", 9, true),
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-placeholder": "var(--mantine-color-dark-1)",
    "--mantine-color-anchor": "var(--mantine-color-indigo-3)",
    ...perColor("light-color", 2),
    ...perColor("outline", 3),
    ...perColor("text", 3),
  },
});
