import { timingSafeEqual } from "node:crypto";

/** Compares a secret the caller sent with the stored one in constant time (equal-length buffers only). */
export function isSameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  // Compare b with itself on a length mismatch, so the time taken does not depend on `given`.
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}
