import { z } from "zod";
import { ReturnPathParam } from "./return-path.ts";

export const audiences = ["companies", "researchers"] as const;
export type Audience = (typeof audiences)[number];

/**
 * /signin and /signup: `audience` picks the pitch beside the form (the top bar's For Companies / For
 * Researchers); `redirect` is the page of this site to return to once signed in (e.g. a join link).
 */
export const AuthSearch = z.object({
  audience: z.enum(audiences).optional().catch(undefined),
  redirect: ReturnPathParam,
});
export type AuthSearch = z.infer<typeof AuthSearch>;
