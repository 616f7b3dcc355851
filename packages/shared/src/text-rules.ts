/**
 * The one rule for text the API takes (docs/security.md, "Bad bytes"): no control characters
 * (Unicode Cc: U+0000–U+001F, U+007F–U+009F). Multi-line texts (bodies, descriptions, messages)
 * may hold a tab, a line feed and a carriage return; single-line ones (names, titles, paths,
 * query parameters) none at all. PostgreSQL refuses NUL outright, and the others hide text from
 * readers, split log lines and headers.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this rule is about control characters.
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: this rule is about control characters.
const CONTROL_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The first refused character of `text`, or null when the text is clean. */
export function refusedCharacter(text: string, opts: { multiline: boolean }): string | null {
  const match = (opts.multiline ? CONTROL_BUT_LAYOUT : ANY_CONTROL).exec(text);
  return match ? match[0] : null;
}

/** How a refused character is named in a message: U+0000. */
export const codePointOf = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

/** The message a refused text gets, without the field name. */
export const controlCharacterMessage = (char: string, opts: { multiline: boolean }): string =>
  opts.multiline
    ? `Remove the control character ${codePointOf(char)}: text may hold tabs and line breaks, but no other control characters.`
    : `Remove the control character ${codePointOf(char)}: this text must be a single line without control characters.`;

/** The message of a single-line field that holds a line break or a tab. */
export const SINGLE_LINE = "Use one line, without line breaks or tabs.";

/** For zod refinements of single-line texts (names, titles). */
export const isSingleLine = (text: string): boolean => refusedCharacter(text, { multiline: false }) === null;
