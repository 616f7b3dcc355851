import { z } from "zod";

export const audiences = ["companies", "researchers"] as const;
export type Audience = (typeof audiences)[number];

/** /signin and /signup: `audience` picks the pitch beside the form (the top bar's For Companies / For Researchers). */
export const AuthSearch = z.object({ audience: z.enum(audiences).optional().catch(undefined) });
export type AuthSearch = z.infer<typeof AuthSearch>;
