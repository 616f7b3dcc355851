/** Pages sit on a soft background so their cards stand out, in both themes. */
export const shellStyles = {
  main: { background: "light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))" },
};
