// A made-up origin to resolve against: a value that leaves it was never a path of this site.
const BASE = "https://bounty.invalid";
const MAX_LENGTH = 2000;

// Sign-in and onboarding pages never take a person back to themselves (no redirect loops).
const AUTH_PATHS = ["/signin", "/signup", "/onboarding", "/auth"];

/**
 * The page to take a person to after signing in or onboarding, or undefined. Only a path of this
 * site is kept: one "/" then not "/" or "\" (browsers read "//host" and "/\host" as another site),
 * no control characters or spaces (browsers drop tabs and newlines, turning "/\t/host" into "//host"),
 * and no scheme. It comes back normalised, as the browser would resolve it.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  if (!/^\/(?![/\\])/.test(value) || /[\\\s\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const { pathname } = url;
  if (AUTH_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return undefined;
  return `${pathname}${url.search}${url.hash}`;
}

/** The `redirect` search param of the sign-in, sign-up and onboarding pages; anything unsafe is dropped. */
export const ReturnPathParam = (raw: unknown): string | undefined => safeReturnPath(raw);
