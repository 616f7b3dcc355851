import { defaultParseSearch, defaultStringifySearch } from "@tanstack/react-router";

/** Whether the default parser reads `?k=<value>` back as this very string (not a number, boolean or JSON). */
const readsBackAsItself = (value: string) =>
  (defaultParseSearch(new URLSearchParams([["k", value]]).toString()) as Record<string, unknown>).k === value;

const isRepeatable = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length >= 2 &&
  value.every((item) => typeof item === "string" && readsBackAsItself(item));

/**
 * The router's search string: TanStack's default, except that a list of two or more plain strings
 * is written as a repeated key (`?range=2026-10-22&range=2026-11-21`, as the spec's links have it)
 * instead of JSON. The default parser already reads a repeated key back as that list.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const parts = Object.entries(search).map(([key, value]) =>
    isRepeatable(value)
      ? new URLSearchParams(value.map((item) => [key, item])).toString()
      : defaultStringifySearch({ [key]: value }).replace(/^\?/, ""),
  );
  const query = parts.filter(Boolean).join("&");
  return query ? `?${query}` : "";
}
