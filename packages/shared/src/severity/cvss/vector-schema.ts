import { z } from "zod";
import { describeCvssVectorError } from "./parse.ts";

/** A CVSS v3.1 or v4.0 vector string; a bad one fails with the parser's reason. */
export const CvssVector = z
  .string()
  .max(512)
  .superRefine((value, context) => {
    const problem = describeCvssVectorError(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
export type CvssVector = z.infer<typeof CvssVector>;
