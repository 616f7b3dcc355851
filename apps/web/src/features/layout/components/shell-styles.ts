// Pages sit on a soft background so their cards stand out, in both themes. The navigation's column
// is painted on the page too, with its border: the navigation itself is as tall as the window, and a
// page taller than that (a long report, a full-page capture) would show the grey under it.
const page = "light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))";
const column = "var(--app-shell-navbar-offset, 0rem)";
export const shellStyles = {
  main: {
    background: `linear-gradient(to right, var(--mantine-color-body) calc(${column} - 1px), var(--app-shell-border-color) calc(${column} - 1px), var(--app-shell-border-color) ${column}, ${page} ${column})`,
  },
};
