import { z } from "zod";

export const programTypeFilters = ["all", "vdp", "bounty"] as const;
export const programVisibilityFilters = ["all", "application", "public"] as const;

/** /programs query params (spec §2); bad values fall back to the defaults instead of failing the page. */
export const ProgramSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  type: z.enum(programTypeFilters).catch("all").default("all"),
  visibility: z.enum(programVisibilityFilters).catch("all").default("all"),
  s: z.string().max(200).catch("").default(""),
});
export type ProgramSearch = z.infer<typeof ProgramSearch>;

/** Left out of the URL: /programs, not /programs?page=1&type=all&visibility=all&s=. */
export const defaultProgramSearch: ProgramSearch = { page: 1, type: "all", visibility: "all", s: "" };
