import { z } from "zod";
import { isVrtId } from "./taxonomy.ts";

/** A full dotted id of a node in the vulnerability taxonomy. */
export const VrtId = z
  .string()
  .max(200)
  .refine((id) => isVrtId(id), { message: "Unknown vulnerability type." });
export type VrtId = z.infer<typeof VrtId>;
