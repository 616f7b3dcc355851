import { CVSS_VERSIONS, type CvssMetrics, type CvssVersion, defaultCvssMetrics } from "@bounty/shared";
import { z } from "zod";
import { readCvssVector } from "./read-cvss-vector.ts";

/**
 * /tools/cvss query params; bad values fall back to the defaults instead of failing the page. The page
 * writes only `vector` (its prefix names the version); `version` is read for hand-written links.
 */
export const CvssSearch = z.object({
  // The router reads `?version=4.0` as the number 4, and would write the string back as %224.0%22.
  version: z
    .preprocess((value) => (typeof value === "number" ? value.toFixed(1) : value), z.enum(CVSS_VERSIONS))
    .optional()
    .catch(undefined),
  vector: z.string().max(512).optional().catch(undefined),
});
export type CvssSearch = z.infer<typeof CvssSearch>;

/** The tab and metrics a URL asks for: a valid vector decides the version; anything else gives that version's defaults. */
export function cvssCalculatorOf(search: CvssSearch): { version: CvssVersion; metrics: CvssMetrics } {
  if (search.vector !== undefined) {
    for (const version of CVSS_VERSIONS) {
      const read = readCvssVector(search.vector, version);
      if (read.kind === "metrics") return { version, metrics: read.metrics };
    }
  }
  const version = search.version ?? "3.1";
  return { version, metrics: defaultCvssMetrics(version) };
}
