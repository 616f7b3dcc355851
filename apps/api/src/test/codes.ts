/** The same code with its last character changed: always a different, equally long code. */
export const alteredCode = (code: string) => `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`;
