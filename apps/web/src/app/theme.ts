import { Button, Card, createTheme, Paper, Tooltip } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif',
  headings: { fontWeight: "700" },
  components: {
    Button: Button.extend({ defaultProps: { radius: "md" } }),
    Card: Card.extend({ defaultProps: { withBorder: true, radius: "lg", padding: "lg" } }),
    Paper: Paper.extend({ defaultProps: { radius: "lg" } }),
    Tooltip: Tooltip.extend({ defaultProps: { withArrow: true, multiline: true, maw: 260 } }),
  },
});
