import type { SearchSchemaInput } from "@tanstack/react-router";

/**
 * Readers for the routes' search params. Every route's `validateSearch` is part of the app's first
 * load (the router matches URLs before any page's code arrives), and zod there cost 22 KB of the
 * 170 KB budget (the Speed issue), so the params are read by these few functions instead.
 *
 * A param never fails the page: a value a reader cannot use counts as absent, and an absent param
 * takes its default (or stays undefined). The router has already parsed each value as JSON where it
 * could, so `?page=2` arrives as the number 2 and `?s="12"` as the string "12".
 */

/** One value as the URL holds it, to the value the page uses, or undefined when unusable. */
export type Read<T> = (raw: unknown) => T | undefined;
/** A param with its fallback applied: what the page receives. */
export type Param<T> = (raw: unknown) => T;

/** Absent or unusable: undefined. */
export const optional =
  <T>(read: Read<T>): Param<T | undefined> =>
  (raw) =>
    raw === undefined ? undefined : read(raw);

/** Absent or unusable: the fallback. */
export const withDefault =
  <T>(read: Read<T>, fallback: T): Param<T> =>
  (raw) =>
    (raw === undefined ? undefined : read(raw)) ?? fallback;

/** An integer in [min, max]; a numeric string counts ("?page=%222%22" as well as "?page=2"). */
export const integer =
  ({ min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {}): Read<number> =>
  (raw) => {
    const n =
      typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };

/** A string of at most `max` characters. */
export const text =
  (max: number): Read<string> =>
  (raw) =>
    typeof raw === "string" && raw.length <= max ? raw : undefined;

/** A yes-or-no switch: `true` (the router reads `?x=true` as a boolean) or `false`. */
export const flag: Read<boolean> = (raw) =>
  raw === true || raw === "true" ? true : raw === false || raw === "false" ? false : undefined;

/** One of the listed values. */
export const oneOf =
  <const T extends string | number>(values: readonly T[]): Read<T> =>
  (raw) =>
    values.includes(raw as T) ? (raw as T) : undefined;

// The API's `Id` (zod's uuid): the version digit 1–8 and the RFC variant, or the nil and max ids.
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

/** Whether a value is an id the API accepts (a path's id is checked before asking for it). */
export const isId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** An id. */
export const uuid: Read<string> = (raw) => (isId(raw) ? raw : undefined);

/** A calendar day, "YYYY-MM-DD" (a real date: not 2026-02-30). */
export const isoDay: Read<string> = (raw) => {
  if (typeof raw !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
};

/** A repeated param as a list: one value is a list of one; values the reader rejects are dropped. */
export const listOf =
  <T>(read: Read<T>): Param<T[]> =>
  (raw) =>
    (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
      .map((value) => read(value))
      .filter((value): value is T => value !== undefined);

type Fields = Record<string, Param<unknown>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: undefined extends ReturnType<F[K]> ? K : never;
}[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** What a page receives: a param that may be undefined is an optional key (as zod infers it). */
export type SearchOf<F extends Fields> = Simplify<
  { [K in Exclude<keyof F, OptionalKeys<F>>]: ReturnType<F[K]> } & {
    [K in OptionalKeys<F>]?: ReturnType<F[K]>;
  }
>;

/**
 * A route's `validateSearch`. Links may leave out any param (its fallback applies); the page
 * receives every one.
 */
export function searchParams<F extends Fields>(fields: F) {
  const keys = Object.keys(fields) as (keyof F & string)[];
  const validate = (input: Partial<SearchOf<F>> & SearchSchemaInput): SearchOf<F> => {
    const raw = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    // Every declared key is set, undefined included: the router spreads the raw search under the
    // result, so a key left out would let an unusable raw value through.
    for (const key of keys) out[key] = fields[key]!(raw[key]);
    return out as SearchOf<F>;
  };
  return Object.assign(validate, { fields });
}

/** Runs a route's `validateSearch` on raw values, as the router does (tests read params this way). */
export const readSearch = <O>(validate: (input: never) => O, raw: Record<string, unknown>): O =>
  validate(raw as never);
