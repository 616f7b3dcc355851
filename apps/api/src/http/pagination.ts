/** How to read one page of an ordered list: forwards from the start, or backwards from its end. */
export interface PageWindow {
  /** "backward": read in the reverse order and reverse the rows read. */
  direction: "forward" | "backward";
  offset: number;
  limit: number;
}

/**
 * The cheaper way to read page `page` of `total` rows: a page past the middle is read backwards
 * from the end, so the last page costs what the first does (an OFFSET walks every row it skips).
 * Null for a page past the end.
 */
export function pageWindow(total: number, page: number, perPage: number): PageWindow | null {
  const skipped = (page - 1) * perPage;
  if (skipped >= total) return null;
  const limit = Math.min(perPage, total - skipped);
  const after = total - skipped - limit;
  return after < skipped
    ? { direction: "backward", offset: after, limit }
    : { direction: "forward", offset: skipped, limit };
}
