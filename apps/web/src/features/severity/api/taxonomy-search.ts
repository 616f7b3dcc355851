import { z } from "zod";
import { isSelectableVrtId, VRT_ANY } from "./vrt-value.ts";

/** /tools/taxonomy query params: `type` is "any" or a selectable type id; anything else is dropped. */
export const TaxonomySearch = z.object({
  type: z
    .string()
    .max(200)
    .refine((id) => id === VRT_ANY || isSelectableVrtId(id))
    .optional()
    .catch(undefined),
});
export type TaxonomySearch = z.infer<typeof TaxonomySearch>;
